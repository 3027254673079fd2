/// What an application action is activated with, as its parameter's type says
/// (``AppAction/Parameter``): `gapplication action … adjust-time -300000`.
public enum ActionArgument: Hashable, Sendable {
    case none
    case int64(Int64)
    case int32(Int32)
    case uint32(UInt32)
    case string(String)
    case uint32AndString(UInt32, String)

    /// The type of the parameter it is.
    public var parameter: AppAction.Parameter {
        switch self {
        case .none: .none
        case .int64: .int64
        case .int32: .int32
        case .uint32: .uint32
        case .string: .string
        case .uint32AndString: .uint32AndString
        }
    }
}
