import CGtk

/// An icon as the StatusNotifierItem protocol's pixmaps, `a(iiay)`: each size's width, height
/// and ARGB32 pixels in network byte order. Panels that cannot find an icon by name (waybar
/// looks only in the item's own folder, which has no theme index) draw these instead.
package enum IconPixmaps {
    /// The pixmaps of the SVG at `path` at each of `sizes`, every pixel in `gray` with the
    /// icon's own alpha (a symbolic icon is a shape: the panel's light text colour suits it).
    package static func pixmaps(ofSVG path: String, sizes: [Int32] = [16, 22, 32, 48], gray: UInt8 = 0xE0) -> DBusValue {
        .array(
            elementType: "(iiay)",
            sizes.compactMap { size in
                var error: UnsafeMutablePointer<GError>?
                guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, size, size, &error) else {
                    g_error_free(error)
                    return nil
                }
                defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
                let width = gdk_pixbuf_get_width(pixbuf)
                let height = gdk_pixbuf_get_height(pixbuf)
                let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
                let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
                let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
                guard let pixels = gdk_pixbuf_read_pixels(pixbuf) else { return nil }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(Int(width * height) * 4)
                for row in 0..<Int(height) {
                    for column in 0..<Int(width) {
                        let alpha = hasAlpha ? pixels[row * stride + column * channels + 3] : 0xFF
                        bytes += [alpha, gray, gray, gray]
                    }
                }
                return .tuple([.int32(width), .int32(height), .bytes(bytes)])
            })
    }
}
