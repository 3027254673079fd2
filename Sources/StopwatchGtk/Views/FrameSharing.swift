import GtkInterop

/// Keeps the list beside Home and the running time out of one frame (ARCHITECTURE.md,
/// "Several stopwatches").
///
/// GDK 4.8 on X11 paints a frame into one image the size of the box around everything that
/// changed in it, then uploads that image. The rows of the list turn their seconds a
/// millisecond after the running time turns its own: drawn in the same frame, the box spans
/// from the list to the digits, most of the window, once a second (1.5 MB painted and
/// uploaded, and cairo's upload pool grown to 16 MB for it). So the list claims the next
/// frame when its rows change, and the running time, drawn on every frame, lets that one
/// go by and is drawn on the frame after, a sixtieth of a second later.
@MainActor
public final class FrameSharing {
    private(set) var isClaimed = false
    /// How many frames the running time let go by (the checks count them).
    private(set) var framesYielded = 0

    public init() {}

    /// The list changed: the next frame is its own.
    func claimNextFrame() {
        isClaimed = true
    }

    /// Whether the running time leaves this frame to a claim; a claim is yielded to once.
    func yieldsThisFrame() -> Bool {
        guard isClaimed else { return false }
        isClaimed = false
        framesYielded += 1
        return true
    }
}
