/* The floor of `make bench` (README "Performance"): the least a GTK4 stopwatch can cost. A window
 * with one GtkInscription, woken every 10 ms, whose text is set to the elapsed time every
 * third wake-up; nothing else. The app's CPU and memory are measured against it, on the same
 * renderer under the same X server. */
#include <gtk/gtk.h>

typedef struct {
    GtkWidget *inscription;
    gint64 started;
    guint wakes;
} Floor;

static gboolean wake(gpointer data) {
    Floor *floor = data;
    if (++floor->wakes % 3 == 0) {
        gint64 hundredths = (g_get_monotonic_time() - floor->started) / 10000;
        char text[32];
        g_snprintf(text, sizeof text, "%02" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT ".%02" G_GINT64_FORMAT,
                   hundredths / 6000, hundredths / 100 % 60, hundredths % 100);
        gtk_inscription_set_text(GTK_INSCRIPTION(floor->inscription), text);
    }
    return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *application, gpointer data) {
    Floor *floor = data;
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), 460, 620);
    floor->inscription = gtk_inscription_new("00:00.00");
    gtk_inscription_set_nat_chars(GTK_INSCRIPTION(floor->inscription), 8);
    gtk_window_set_child(GTK_WINDOW(window), floor->inscription);
    floor->started = g_get_monotonic_time();
    g_timeout_add(10, wake, floor);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    g_setenv("GSK_RENDERER", "cairo", FALSE);
    /* As the app does: no GL opened for a renderer that does not use it. */
    if (g_strcmp0(g_getenv("GSK_RENDERER"), "cairo") == 0)
        g_setenv("GDK_DEBUG", "gl-disable", FALSE);
    Floor floor = {0};
    GtkApplication *application = gtk_application_new("io.github.swiftgtk.Stopwatch.Floor", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), &floor);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
