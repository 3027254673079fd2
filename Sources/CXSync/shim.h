// The X server's own idle counter (the SYNC extension's IDLETIME), watched with two alarms:
// one when the counter reaches the time watched for (no input that long), then one when it
// falls (the first input after it). The server wakes the app only then: nothing is polled.
// In C, as the SYNC extension's values and events are macros and unions.
#ifndef STOPWATCH_CXSYNC_SHIM_H
#define STOPWATCH_CXSYNC_SHIM_H

#include <stdint.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/extensions/sync.h>

// GDK's call for a GdkX11Display's Xlib display, declared alone: gdk/x11/gdkx.h would bring
// GDK's headers into this module too, and CGtk owns them.
extern Display *gdk_x11_display_get_xdisplay(void *display);

typedef struct {
    Display *display;
    XSyncCounter idle_counter;
    XSyncAlarm idle_alarm;
    XSyncAlarm back_alarm;
    int event_base;
    int64_t watched_ms;
} cxsync_idle_watch;

// What an X event was to the watch.
enum { CXSYNC_NOT_OURS = 0, CXSYNC_IDLE = 1, CXSYNC_ACTIVE = 2 };

// 1 when the X server of `gdk_display` (a GdkX11Display) has SYNC and its IDLETIME counter.
static inline int cxsync_idle_open(cxsync_idle_watch *watch, void *gdk_display) {
    memset(watch, 0, sizeof *watch);
    Display *display = gdk_x11_display_get_xdisplay(gdk_display);
    int error_base = 0, major = 0, minor = 0, count = 0;
    if (!display || !XSyncQueryExtension(display, &watch->event_base, &error_base) ||
        !XSyncInitialize(display, &major, &minor)) {
        return 0;
    }
    XSyncSystemCounter *counters = XSyncListSystemCounters(display, &count);
    for (int index = 0; index < count; index++) {
        if (strcmp(counters[index].name, "IDLETIME") == 0) watch->idle_counter = counters[index].counter;
    }
    if (counters) XSyncFreeSystemCounterList(counters);
    if (!watch->idle_counter) return 0;
    watch->display = display;
    return 1;
}

// `alarm` (made when 0) set to tell when the counter compares with `value` by `test`, once.
static inline XSyncAlarm cxsync_set_alarm(cxsync_idle_watch *watch, XSyncAlarm alarm, XSyncTestType test, int64_t value) {
    XSyncAlarmAttributes attributes;
    memset(&attributes, 0, sizeof attributes);
    attributes.trigger.counter = watch->idle_counter;
    attributes.trigger.value_type = XSyncAbsolute;
    attributes.trigger.test_type = test;
    XSyncIntsToValue(&attributes.trigger.wait_value, (unsigned int)(value & 0xffffffff), (int)(value >> 32));
    XSyncIntToValue(&attributes.delta, 0);
    attributes.events = True;
    unsigned long mask = XSyncCACounter | XSyncCAValueType | XSyncCATestType | XSyncCAValue | XSyncCADelta | XSyncCAEvents;
    if (alarm) {
        XSyncChangeAlarm(watch->display, alarm, mask, &attributes);
        return alarm;
    }
    return XSyncCreateAlarm(watch->display, mask, &attributes);
}

static inline void cxsync_destroy(cxsync_idle_watch *watch, XSyncAlarm *alarm) {
    if (*alarm) XSyncDestroyAlarm(watch->display, *alarm);
    *alarm = 0;
}

// Watches for `milliseconds` without input; 0 or less stops watching (no alarm left).
static inline void cxsync_idle_watch_for(cxsync_idle_watch *watch, int64_t milliseconds) {
    if (!watch->display) return;
    cxsync_destroy(watch, &watch->back_alarm);
    if (milliseconds <= 0) {
        cxsync_destroy(watch, &watch->idle_alarm);
    } else {
        watch->idle_alarm = cxsync_set_alarm(watch, watch->idle_alarm, XSyncPositiveComparison, milliseconds);
    }
    watch->watched_ms = milliseconds;
    XFlush(watch->display);
}

// What the X event `xevent` says: idle (no input for the time watched), active (the first
// input after that), or nothing to this watch.
static inline int cxsync_idle_handle(cxsync_idle_watch *watch, void *xevent) {
    XEvent *event = (XEvent *)xevent;
    if (!watch->display || !event || event->type != watch->event_base + XSyncAlarmNotify) return CXSYNC_NOT_OURS;
    XSyncAlarmNotifyEvent *notify = (XSyncAlarmNotifyEvent *)event;
    if (notify->state == XSyncAlarmDestroyed) return CXSYNC_NOT_OURS;
    if (watch->idle_alarm && notify->alarm == watch->idle_alarm) {
        // Back at the first input: when the counter falls below what it is now.
        int64_t now = ((int64_t)XSyncValueHigh32(notify->counter_value) << 32) | XSyncValueLow32(notify->counter_value);
        watch->back_alarm = cxsync_set_alarm(watch, watch->back_alarm, XSyncNegativeComparison, now > 1 ? now - 1 : 0);
        XFlush(watch->display);
        return CXSYNC_IDLE;
    }
    if (watch->back_alarm && notify->alarm == watch->back_alarm) {
        cxsync_destroy(watch, &watch->back_alarm);
        // An alarm that went off rests until it is set again: set for the next away.
        watch->idle_alarm = cxsync_set_alarm(watch, watch->idle_alarm, XSyncPositiveComparison, watch->watched_ms);
        XFlush(watch->display);
        return CXSYNC_ACTIVE;
    }
    return CXSYNC_NOT_OURS;
}

static inline void cxsync_idle_close(cxsync_idle_watch *watch) {
    if (!watch->display) return;
    cxsync_destroy(watch, &watch->back_alarm);
    cxsync_destroy(watch, &watch->idle_alarm);
    XFlush(watch->display);
    watch->display = NULL;
}

#endif
