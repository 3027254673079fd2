import CGLib

/// Holds a Swift closure while C holds a pointer to it.
///
/// It crosses into C with `passRetained` and is released in the matching `GDestroyNotify` or
/// `GClosureNotify`, so it lives exactly as long as the signal handler or source using it.
package final class CallbackBox<Callback> {
    package let callback: Callback

    package init(_ callback: Callback) {
        self.callback = callback
    }

    /// Retains the box and returns the pointer to hand to C.
    package func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a pointer from C, without changing its retain count.
    package static func from(_ pointer: gpointer?) -> CallbackBox {
        Unmanaged<CallbackBox>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

/// Balances `retainedPointer()` of any box: the destroy notify passed with it to C.
/// Not generic, because a C function pointer cannot capture a generic parameter.
package let releaseCallbackBox: @convention(c) (gpointer?) -> Void = { pointer in
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
