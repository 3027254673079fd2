// GSound, GNOME's GObject face of libcanberra: the desktop's event sounds from the freedesktop
// sound theme, through PulseAudio (or PipeWire's pulse server). Its calls take their
// attributes as a variable argument list: wrapped here for Swift.
#ifndef STOPWATCH_CGSOUND_SHIM_H
#define STOPWATCH_CGSOUND_SHIM_H

#include <gsound.h>

// Plays the theme's sound `event_id` ("alarm-clock-elapsed"), described for the sound server
// as `description`. Returns once the stream is set up; the server plays it.
static inline gboolean cgsound_play_event(GSoundContext *context, const char *event_id, const char *description,
                                          GError **error) {
    return gsound_context_play_simple(context, NULL, error, GSOUND_ATTR_EVENT_ID, event_id,
                                      GSOUND_ATTR_EVENT_DESCRIPTION, description, NULL);
}

#endif
