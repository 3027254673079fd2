import CGtk

/// A D-Bus value as Swift sees it, turned into a `GVariant` to send and read from one received:
/// the one place the panel item's adapters meet GVariant's C API.
package indirect enum DBusValue {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case boolean(Bool)
    case byte(UInt8)
    /// An array of bytes, `ay`, made in one copy (an icon's pixels).
    case bytes([UInt8])
    case variant(DBusValue)
    /// An array of `elementType` (a D-Bus signature: "s", "(ia{sv}av)"), which an empty array
    /// needs.
    case array(elementType: String, [DBusValue])
    /// A dictionary of strings to variants, `a{sv}`, in order.
    case properties([(String, DBusValue)])
    case tuple([DBusValue])
    /// A value of a type this side does not read, with its signature.
    case other(String)

    /// The `index`th member of a tuple; `nil` for anything else.
    package subscript(index: Int) -> DBusValue? {
        guard case .tuple(let members) = self, members.indices.contains(index) else { return nil }
        return members[index]
    }

    package var int32Value: Int32? {
        if case .int32(let value) = self { return value }
        return nil
    }

    package var int64Value: Int64? {
        if case .int64(let value) = self { return value }
        return nil
    }

    package var uint64Value: UInt64? {
        if case .uint64(let value) = self { return value }
        return nil
    }

    package var uint32Value: UInt32? {
        if case .uint32(let value) = self { return value }
        return nil
    }

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The members of an array; `nil` for anything else.
    package var arrayValue: [DBusValue]? {
        if case .array(_, let members) = self { return members }
        return nil
    }

    /// This value as GLib prints it with its type where the text alone would not say it: "1"
    /// for the 32-bit integer 1, "uint32 3", "'Writing'".
    package var printed: String {
        let variant = makeVariant()
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        guard let printed = g_variant_print(variant, 1) else { return "" }
        defer { g_free(printed) }
        return String(cString: printed)
    }

    /// The action `name` with `parameter`, as a menu item names it (`app.remove-lap(uint32 3)`),
    /// written by GLib, which quotes a string as it must.
    package static func detailedActionName(_ name: String, parameter: DBusValue?) -> String {
        let variant = parameter?.makeVariant()
        if let variant { g_variant_ref_sink(variant) }
        defer { if let variant { g_variant_unref(variant) } }
        guard let printed = g_action_print_detailed_name(name, variant) else { return name }
        defer { g_free(printed) }
        return String(cString: printed)
    }

    /// A new floating `GVariant` of this value, for a GLib call to sink.
    package func makeVariant() -> OpaquePointer {
        switch self {
        case .string(let value): return g_variant_new_string(value)
        case .objectPath(let value): return g_variant_new_object_path(value)
        case .int32(let value): return g_variant_new_int32(value)
        case .uint32(let value): return g_variant_new_uint32(value)
        case .int64(let value): return g_variant_new_int64(gint64(value))
        case .uint64(let value): return g_variant_new_uint64(guint64(value))
        case .boolean(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .byte(let value): return g_variant_new_byte(value)
        case .bytes(let value):
            let type = g_variant_type_new("y")
            defer { g_variant_type_free(type) }
            return value.withUnsafeBytes { g_variant_new_fixed_array(type, $0.baseAddress, gsize($0.count), 1) }
        case .other: return g_variant_new_tuple(nil, 0)
        case .variant(let value): return g_variant_new_variant(value.makeVariant())
        case .array(let elementType, let members): return Self.array(of: elementType, members.map { $0.makeVariant() })
        case .properties(let entries):
            return Self.array(
                of: "{sv}",
                entries.map { key, value in
                    g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value.makeVariant()))
                })
        case .tuple(let members):
            var children: [OpaquePointer?] = members.map { $0.makeVariant() }
            return g_variant_new_tuple(&children, gsize(children.count))
        }
    }

    /// The value of `variant` (not consumed).
    package init(_ variant: OpaquePointer) {
        let signature = String(cString: g_variant_get_type_string(variant))
        switch signature.first {
        case "s": self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": self = .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "i": self = .int32(g_variant_get_int32(variant))
        case "u": self = .uint32(g_variant_get_uint32(variant))
        case "x": self = .int64(Int64(g_variant_get_int64(variant)))
        case "t": self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case "b": self = .boolean(g_variant_get_boolean(variant) != 0)
        case "y": self = .byte(g_variant_get_byte(variant))
        case "v":
            let inner = g_variant_get_variant(variant)!
            self = .variant(DBusValue(inner))
            g_variant_unref(inner)
        case "(": self = .tuple(Self.children(of: variant))
        case "a" where signature.hasPrefix("a{s") && signature.count == 5 && signature.hasSuffix("v}"):
            self = .properties(
                Self.children(of: variant).compactMap { entry in
                    guard case .tuple(let pair) = entry, pair.count == 2, let key = pair[0].stringValue,
                        case .variant(let value) = pair[1]
                    else { return nil }
                    return (key, value)
                })
        case "a": self = .array(elementType: String(signature.dropFirst()), Self.children(of: variant))
        case "{": self = .tuple(Self.children(of: variant))
        default: self = .other(signature)
        }
    }

    private static func children(of variant: OpaquePointer) -> [DBusValue] {
        (0..<g_variant_n_children(variant)).map { index in
            let child = g_variant_get_child_value(variant, index)!
            defer { g_variant_unref(child) }
            return DBusValue(child)
        }
    }

    private static func array(of elementType: String, _ children: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var members: [OpaquePointer?] = children
        return g_variant_new_array(type, &members, gsize(members.count))
    }
}

extension DBusValue: Equatable {
    /// The same type and value; properties in the same order.
    package static func == (lhs: DBusValue, rhs: DBusValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.objectPath(let a), .objectPath(let b)), (.other(let a), .other(let b)): a == b
        case (.int32(let a), .int32(let b)): a == b
        case (.uint32(let a), .uint32(let b)): a == b
        case (.int64(let a), .int64(let b)): a == b
        case (.uint64(let a), .uint64(let b)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        case (.byte(let a), .byte(let b)): a == b
        case (.bytes(let a), .bytes(let b)): a == b
        case (.variant(let a), .variant(let b)): a == b
        case (.array(let typeA, let a), .array(let typeB, let b)): typeA == typeB && a == b
        case (.properties(let a), .properties(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.tuple(let a), .tuple(let b)): a == b
        default: false
        }
    }
}
