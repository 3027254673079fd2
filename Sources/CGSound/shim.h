// GSound, GNOME's GObject face of libcanberra: the desktop's event sounds from the freedesktop
// sound theme, through PulseAudio (or PipeWire's pulse server). Loaded at the first alert,
// not linked: GSound, libcanberra and the codecs it brings cost every run a third of a
// mebibyte of memory from the start (docs/performance.md), and an app that never rings never
// needs them. Its calls take their attributes as a variable argument list: wrapped here.
#ifndef STOPWATCH_CGSOUND_SHIM_H
#define STOPWATCH_CGSOUND_SHIM_H

#include <dlfcn.h>
#include <gsound.h>

// The library's soname, as its package installs it.
#define CGSOUND_LIBRARY "libgsound.so.0"

// GSound's two calls the app makes, from the library once loaded.
typedef struct {
    __typeof__(gsound_context_new) *context_new;
    __typeof__(gsound_context_play_simple) *play_simple;
} CGSoundLibrary;

// Loads GSound into `library` (for the rest of the run); returns NULL, or why it could not.
static inline const char *cgsound_load(CGSoundLibrary *library) {
    void *handle = dlopen(CGSOUND_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
    library->context_new = (__typeof__(gsound_context_new) *)dlsym(handle, "gsound_context_new");
    library->play_simple = (__typeof__(gsound_context_play_simple) *)dlsym(handle, "gsound_context_play_simple");
    if (library->context_new == NULL || library->play_simple == NULL)
        return CGSOUND_LIBRARY " lacks gsound_context_new or gsound_context_play_simple";
    return NULL;
}

// A context for playing sounds: its connection to the sound server is made by the first sound.
static inline GSoundContext *cgsound_context_new(const CGSoundLibrary *library, GError **error) {
    return library->context_new(NULL, error);
}

// Lets `context` go (its connection to the sound server with it).
static inline void cgsound_context_free(GSoundContext *context) {
    g_object_unref(context);
}

// Plays the theme's sound `event_id` ("alarm-clock-elapsed"), described for the sound server
// as `description`. Returns once the stream is set up; the server plays it.
static inline gboolean cgsound_play_event(const CGSoundLibrary *library, GSoundContext *context, const char *event_id,
                                          const char *description, GError **error) {
    return library->play_simple(context, NULL, error, GSOUND_ATTR_EVENT_ID, event_id, GSOUND_ATTR_EVENT_DESCRIPTION,
                                description, NULL);
}

#endif
