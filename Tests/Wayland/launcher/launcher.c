// A launcher, as the Wayland tests need one: a window that, on Return, asks the compositor
// for an activation token (for its own focused surface and the key's serial, as GTK's launch
// context does) and starts the command it was given with the token in XDG_ACTIVATION_TOKEN,
// as desktop launchers do. Prints the token, so a test can tell one was given.
#include <gtk/gtk.h>

static char **command;

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                            GdkModifierType state, gpointer window) {
    if (keyval != GDK_KEY_Return) return FALSE;
    GdkAppLaunchContext *context = gdk_display_get_app_launch_context(gtk_widget_get_display(window));
    GAppInfo *info = g_app_info_create_from_commandline(command[0], NULL, G_APP_INFO_CREATE_SUPPORTS_STARTUP_NOTIFICATION, NULL);
    char *token = info ? g_app_launch_context_get_startup_notify_id(G_APP_LAUNCH_CONTEXT(context), info, NULL) : NULL;
    g_clear_object(&info);
    g_print("token %s\n", token ? token : "(none)");
    char **environment = g_get_environ();
    if (token) environment = g_environ_setenv(environment, "XDG_ACTIVATION_TOKEN", token, TRUE);
    GError *error = NULL;
    if (!g_spawn_async(NULL, command, environment, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, &error)) {
        g_printerr("launcher: %s\n", error->message);
        g_error_free(error);
    }
    g_strfreev(environment);
    g_free(token);
    g_object_unref(context);
    return TRUE;
}

static void activate(GtkApplication *application, gpointer data) {
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Launcher");
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), window);
    gtk_widget_add_controller(window, keys);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc < 2) {
        g_printerr("usage: launcher COMMAND [ARGUMENT...]\n");
        return 2;
    }
    command = argv + 1;
    GtkApplication *application = gtk_application_new("io.github.swiftgtk.Stopwatch.TestLauncher", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    char *only_name[] = { argv[0], NULL };
    int status = g_application_run(G_APPLICATION(application), 1, only_name);
    g_object_unref(application);
    return status;
}
