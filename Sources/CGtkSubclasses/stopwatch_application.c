#include "stopwatch_application.h"

#include <string.h>

typedef struct {
    GtkApplication parent_instance;
} StopwatchApplication;

typedef struct {
    GtkApplicationClass parent_class;
} StopwatchApplicationClass;

G_DEFINE_TYPE(StopwatchApplication, stopwatch_application, GTK_TYPE_APPLICATION)

// Runs in the process that was launched, before it hands over to the running app.
static void stopwatch_application_add_platform_data(GApplication *application, GVariantBuilder *builder) {
    G_APPLICATION_CLASS(stopwatch_application_parent_class)->add_platform_data(application, builder);
    const char *token = g_getenv("XDG_ACTIVATION_TOKEN");
    if (token == NULL || *token == '\0') token = g_getenv("DESKTOP_STARTUP_ID");
    if (token == NULL || *token == '\0' || !g_utf8_validate(token, -1, NULL)) return;
    g_variant_builder_add(builder, "{sv}", "desktop-startup-id", g_variant_new_string(token));
    g_variant_builder_add(builder, "{sv}", "activation-token", g_variant_new_string(token));
}

static void stopwatch_application_class_init(StopwatchApplicationClass *class) {
    G_APPLICATION_CLASS(class)->add_platform_data = stopwatch_application_add_platform_data;
}

static void stopwatch_application_init(StopwatchApplication *application) {
    (void)application;
}

GtkApplication *stopwatch_application_new(const char *application_id, GApplicationFlags flags) {
    return g_object_new(stopwatch_application_get_type(), "application-id", application_id, "flags", flags, NULL);
}
