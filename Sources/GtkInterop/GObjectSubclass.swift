import CGtk

/// A GObject subclass written in Swift : a type
/// registered once, whose class struct a Swift function fills (the virtual functions it
/// overrides: `snapshot`, `measure`, `add_platform_data`…), and whose instances each carry a
/// Swift object, `State`, in a pointer-sized slot after the parent's instance struct (as a C
/// subclass's fields follow its parent's). The state is made on first use and released when
/// the instance is finalized. The class struct, likewise, carries this object after the
/// parent's class struct, which is how the finalizer, one C function for every subclass,
/// finds it.
///
/// The virtual functions are `@convention(c)` closures that capture nothing: they reach their
/// subclass through a `static let` of the Swift type that defines them, and its state through
/// ``state(of:)``. GTK calls them all on its one thread; so is every subclass made and used,
/// which is what makes this `Sendable`. Those called on every frame stay nonisolated rather
/// than enter the main actor, whose check allocates on each call (docs/performance.md).
package final class GObjectSubclass<State: AnyObject>: @unchecked Sendable, SubclassHooks {
    package private(set) var type: GType = 0
    /// The parent's class struct, to chain up to; set when GObject first makes the class.
    package private(set) var parentClass: UnsafeMutableRawPointer?
    private let instanceSlot: Int
    private let classSlot: Int
    private let makeState: () -> State
    private let fillClass: (UnsafeMutableRawPointer) -> Void

    /// Registers `name` as a final subclass of `parent`; `fillClass` sets the class struct's
    /// virtual functions when GObject first makes the class; `makeState` makes an instance's
    /// state.
    package init(name: String, parent: GType, makeState: @escaping () -> State, fillClass: @escaping (UnsafeMutableRawPointer) -> Void) {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        instanceSlot = Self.aligned(Int(query.instance_size))
        classSlot = Self.aligned(Int(query.class_size))
        self.makeState = makeState
        self.fillClass = fillClass
        var info = GTypeInfo()
        info.class_size = guint16(classSlot + slotSize)
        info.class_init = { klass, data in
            guard let klass, let data else { return }
            let hooks = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as! SubclassHooks
            hooks.classDidStart(klass)
        }
        // Subclasses are `static let`s: they live as long as the process, as their types do.
        info.class_data = UnsafeRawPointer(Unmanaged.passUnretained(self as AnyObject).toOpaque())
        info.instance_size = guint16(instanceSlot + slotSize)
        type = g_type_register_static(parent, name, &info, G_TYPE_FLAG_FINAL)
    }

    /// A new instance, as `g_object_new` makes it (floating, for a widget).
    package func make() -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
    }

    /// The state of `instance`, an instance of this subclass.
    package func state(of instance: UnsafeMutableRawPointer) -> State {
        let slot = (instance + instanceSlot).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        if let stored = slot.pointee { return Unmanaged<State>.fromOpaque(stored).takeUnretainedValue() }
        let state = makeState()
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        return state
    }

    /// Whether `instance` is of this subclass.
    package func isInstance(_ instance: UnsafeMutableRawPointer) -> Bool {
        g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    package func classDidStart(_ klass: UnsafeMutableRawPointer) {
        parentClass = g_type_class_peek_parent(klass)
        (klass + classSlot).assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee =
            Unmanaged.passUnretained(self as AnyObject).toOpaque()
        klass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
            guard let object, let klass = object.pointee.g_type_instance.g_class else { return }
            // The subclass sits in the last slot of its class struct (the subclasses are final,
            // so the class is always the one registered here).
            var query = GTypeQuery()
            g_type_query(klass.pointee.g_type, &query)
            let slot = (UnsafeMutableRawPointer(klass) + Int(query.class_size) - slotSize)
                .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
            guard let hooks = slot.pointee else { return }
            (Unmanaged<AnyObject>.fromOpaque(hooks).takeUnretainedValue() as! SubclassHooks).finalize(object)
        }
        fillClass(klass)
    }

    package func finalize(_ object: UnsafeMutablePointer<GObject>) {
        let slot = (UnsafeMutableRawPointer(object) + instanceSlot).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        if let stored = slot.pointee {
            slot.pointee = nil
            Unmanaged<State>.fromOpaque(stored).release()
        }
        parentClass?.assumingMemoryBound(to: GObjectClass.self).pointee.finalize?(object)
    }

    private static func aligned(_ size: Int) -> Int {
        (size + slotSize - 1) / slotSize * slotSize
    }
}

/// What the C functions shared by every Swift subclass call on the subclass they serve.
package protocol SubclassHooks: AnyObject {
    /// GObject made the class struct `klass`: fill it.
    func classDidStart(_ klass: UnsafeMutableRawPointer)
    /// `object` is being finalized: release its state and chain up.
    func finalize(_ object: UnsafeMutablePointer<GObject>)
}

/// The size of a pointer, the slot each subclass adds to its class and instance structs.
private let slotSize = MemoryLayout<UnsafeMutableRawPointer?>.size
