/// What a part that changes a setting needs: to make the choice, kept at once.
/// ``SettingsModel`` is it.
@MainActor
public protocol SettingsChoosing: AnyObject {
    func choose(_ preference: Preference)
}
