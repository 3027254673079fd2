import CGtk

/// A GMenu model: items bound to actions, in sections.
@MainActor
package final class Menu {
    /// GMenu is opaque to Swift.
    package let pointer: OpaquePointer

    package init() {
        pointer = g_menu_new()
    }

    /// Appends an item bound to `detailedName`; `hiddenWhenDisabled` leaves it out of the
    /// menu shown while its action is disabled.
    package func append(_ label: String, action detailedName: String, hiddenWhenDisabled: Bool = false) {
        let item = g_menu_item_new(label, detailedName)
        if hiddenWhenDisabled { g_menu_item_set_attribute_value(item, "hidden-when", g_variant_new_string("action-disabled")) }
        g_menu_append_item(pointer, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    package func appendSection(_ section: Menu) {
        g_menu_append_section(pointer, nil, section.model)
    }

    package var model: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GMenuModel.self)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}
