/* exported init */
// The Wayland suite's window into GNOME Shell (Tests/Wayland/gnome_shell.py): the windows as
// the shell manages them, what a user does to them (activate, close, resize, maximize),
// pictures, the clipboard, the notifications with their buttons, and the items the AppIndicator
// extension (Debian's gnome-shell-extension-appindicator, which the session mode also loads)
// puts in the top bar, with their menus. GNOME Shell answers
// org.gnome.Shell.Introspect and org.gnome.Shell.Screenshot only to its own allow-listed
// programs, so the suite asks this extension, which the suite's session mode loads, over
// the session bus (object /io/github/swiftgtk/Stopwatch/TestDriver of org.gnome.Shell).
const { Clutter, Gio, GLib, Meta, Shell, St } = imports.gi;
const Main = imports.ui.main;
const PopupMenu = imports.ui.popupMenu;

const INTERFACE = `
<node>
  <interface name="io.github.swiftgtk.Stopwatch.TestDriver">
    <method name="Windows"><arg type="s" direction="out" name="json"/></method>
    <method name="Activate"><arg type="t" direction="in" name="id"/></method>
    <method name="Close"><arg type="t" direction="in" name="id"/></method>
    <method name="Resize">
      <arg type="t" direction="in" name="id"/>
      <arg type="i" direction="in" name="width"/>
      <arg type="i" direction="in" name="height"/>
    </method>
    <method name="Maximize"><arg type="t" direction="in" name="id"/></method>
    <method name="WorkArea"><arg type="(iiii)" direction="out" name="area"/></method>
    <method name="Screenshot">
      <arg type="s" direction="in" name="path"/>
      <arg type="i" direction="in" name="x"/>
      <arg type="i" direction="in" name="y"/>
      <arg type="i" direction="in" name="width"/>
      <arg type="i" direction="in" name="height"/>
    </method>
    <method name="Clipboard"><arg type="s" direction="out" name="text"/></method>
    <method name="SetClipboard"><arg type="s" direction="in" name="text"/></method>
    <method name="Notifications"><arg type="s" direction="out" name="json"/></method>
    <method name="Invoke">
      <arg type="u" direction="in" name="id"/>
      <arg type="s" direction="in" name="button"/>
    </method>
    <method name="Dismiss"><arg type="u" direction="in" name="id"/></method>
    <method name="PanelItems"><arg type="s" direction="out" name="json"/></method>
    <method name="OpenPanelMenu"><arg type="s" direction="in" name="key"/></method>
    <method name="ChoosePanelMenuLine">
      <arg type="s" direction="in" name="key"/>
      <arg type="s" direction="in" name="label"/>
    </method>
  </interface>
</node>`;

const OBJECT_PATH = '/io/github/swiftgtk/Stopwatch/TestDriver';

class TestDriver {
    constructor() {
        this._notificationIds = new WeakMap();
        this._lastNotificationId = 0;
    }

    enable() {
        this._exported = Gio.DBusExportedObject.wrapJSObject(INTERFACE, this);
        this._exported.export(Gio.DBus.session, OBJECT_PATH);
    }

    disable() {
        this._exported.unexport();
        this._exported = null;
    }

    _windows() {
        return global.display.list_all_windows().filter(window => !window.is_override_redirect());
    }

    _window(id) {
        const window = this._windows().find(candidate => candidate.get_id() === id);
        if (!window)
            throw new Error(`no window ${id}`);
        return window;
    }

    // Each toplevel: id, app_id, title, pid, focused, and rect: x, y, width, height of the
    // window without its shadow (as the app sets its geometry).
    Windows() {
        return JSON.stringify(this._windows().map(window => {
            const rect = window.get_frame_rect();
            return {
                id: window.get_id(),
                app_id: window.get_gtk_application_id() ?? window.get_wm_class(),
                title: window.get_title(),
                pid: window.get_pid(),
                focused: window.has_focus(),
                rect: [rect.x, rect.y, rect.width, rect.height],
                fullscreen: window.is_fullscreen(),
            };
        }));
    }

    Activate(id) {
        Main.activateWindow(this._window(id));
    }

    // What the window's close button does.
    Close(id) {
        this._window(id).delete(global.get_current_time());
    }

    // Unmaximized to `width` x `height`, in the middle of the screen.
    Resize(id, width, height) {
        const window = this._window(id);
        window.unmaximize(Meta.MaximizeFlags.BOTH);
        const area = window.get_work_area_current_monitor();
        window.move_resize_frame(true, area.x + Math.floor((area.width - width) / 2),
            area.y + Math.floor((area.height - height) / 2), width, height);
    }

    Maximize(id) {
        this._window(id).maximize(Meta.MaximizeFlags.BOTH);
    }

    // Where a maximized window goes on the primary monitor: x, y, width, height.
    WorkArea() {
        const area = Main.layoutManager.getWorkAreaForMonitor(Main.layoutManager.primaryIndex);
        return [area.x, area.y, area.width, area.height];
    }

    // A PNG of the screen's area, as the shell composites it.
    ScreenshotAsync([path, x, y, width, height], invocation) {
        const stream = Gio.File.new_for_path(path).replace(null, false, Gio.FileCreateFlags.NONE, null);
        const shooter = new Shell.Screenshot();
        shooter.screenshot_area(x, y, width, height, stream, (_, result) => {
            try {
                shooter.screenshot_area_finish(result);
                stream.close(null);
                invocation.return_value(null);
            } catch (error) {
                invocation.return_error_literal(Gio.DBusError, Gio.DBusError.FAILED, error.message);
            }
        });
    }

    ClipboardAsync(_, invocation) {
        St.Clipboard.get_default().get_text(St.ClipboardType.CLIPBOARD, (__, text) => {
            invocation.return_value(new GLib.Variant('(s)', [text ?? '']));
        });
    }

    SetClipboard(text) {
        St.Clipboard.get_default().set_text(St.ClipboardType.CLIPBOARD, text);
    }

    _notifications() {
        return Main.messageTray.getSources().flatMap(source => source.notifications);
    }

    _notification(id) {
        const notification = this._notifications().find(candidate => this._notificationIds.get(candidate) === id);
        if (!notification)
            throw new Error(`no notification ${id}`);
        return notification;
    }

    // Every notification the shell holds: id (the driver's), app, summary, body, and the
    // labels of its buttons.
    Notifications() {
        return JSON.stringify(this._notifications().map(notification => {
            if (!this._notificationIds.has(notification))
                this._notificationIds.set(notification, ++this._lastNotificationId);
            return {
                id: this._notificationIds.get(notification),
                app: notification.source.title,
                summary: notification.title,
                body: notification.bannerBodyText ?? '',
                buttons: notification.actions.map(action => action.label),
            };
        }));
    }

    // What a click does: on the button labelled `button` (its action, then the notification
    // goes, as the shell's own buttons do), or with `button` empty on the notification.
    Invoke(id, button) {
        const notification = this._notification(id);
        if (button === '') {
            notification.activate();
            return;
        }
        const action = notification.actions.find(candidate => candidate.label === button);
        if (!action)
            throw new Error(`no button ${button}`);
        action.callback();
        if (!notification.resident)
            notification.destroy();
    }

    Dismiss(id) {
        this._notification(id).destroy();
    }

    _panelItem(key) {
        const item = Main.panel.statusArea[key];
        if (!item)
            throw new Error(`no panel item ${key}`);
        return item;
    }

    _menuLines(item) {
        return item.menu._getMenuItems();
    }

    // The AppIndicator extension's items in the top bar: their key in the panel, the app's id,
    // the label beside the icon, whether the top bar shows them, their bounds on screen, and
    // the lines of their menu (a separator as "—") with whether each can be chosen.
    PanelItems() {
        return JSON.stringify(Object.entries(Main.panel.statusArea)
            .filter(([key, item]) => key.startsWith('appindicator-') && item)
            .map(([key, item]) => {
                const [x, y] = item.get_transformed_position();
                const [width, height] = item.get_transformed_size();
                return {
                    key,
                    id: item._indicator?.id ?? '',
                    label: item._label?.get_text() ?? '',
                    shown: item.visible && item.is_mapped(),
                    rect: [Math.round(x), Math.round(y), Math.round(width), Math.round(height)],
                    menu: this._menuLines(item).map(line => line instanceof PopupMenu.PopupSeparatorMenuItem
                        ? { label: '—', sensitive: true }
                        : { label: line.label?.get_text() ?? '', sensitive: line.sensitive }),
                };
            }));
    }

    // What a click on the item does: its menu opens.
    OpenPanelMenu(key) {
        this._panelItem(key).menu.open(false);
    }

    // What a click on the line labelled `label` of the item's menu does: the menu opens, and
    // the line is activated as a pointer's click activates it (then the menu closes).
    ChoosePanelMenuLine(key, label) {
        const item = this._panelItem(key);
        const line = this._menuLines(item).find(candidate => candidate.label?.get_text() === label);
        if (!line)
            throw new Error(`no line ${label} in the menu of ${key}`);
        item.menu.open(false);
        const click = Clutter.Event.new(Clutter.EventType.BUTTON_RELEASE);
        click.set_time(global.get_current_time());
        line.activate(click);
    }
}

function init() {
    return new TestDriver();
}
