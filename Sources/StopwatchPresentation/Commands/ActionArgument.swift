/// What an application action is activated with, as its parameter's type says
/// (``AppAction/Parameter``): `gapplication action … adjust-time -300000`.
public enum ActionArgument: Hashable, Sendable {
    case none
    case int64(Int64)
    case int32(Int32)
    case uint32(UInt32)
    case string(String)
    case uint32AndString(UInt32, String)
}
