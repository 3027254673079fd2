import CGtk

/// A GMenu model: items bound to actions, in sections.
@MainActor
final class Menu {
    /// GMenu is opaque to Swift.
    let pointer: OpaquePointer

    init() {
        pointer = g_menu_new()
    }

    func append(_ label: String, action detailedName: String) {
        g_menu_append(pointer, label, detailedName)
    }

    func appendSection(_ section: Menu) {
        g_menu_append_section(pointer, nil, section.model)
    }

    var model: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GMenuModel.self)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}
