/* The floors of `make bench` (docs/performance.md): the least a GTK4 stopwatch
 * can cost. A window with one GtkInscription, woken every 10 ms, whose text is set to the
 * elapsed time on every wake-up, so GTK draws it on every frame; nothing else.
 *
 *   floor          the plain floor: the window and the inscription
 *   floor --home   the Home floor: the same, plus what a Home screen has in plain GTK: a
 *                  header bar with a menu button, two buttons, two lap rows
 *
 * Built with -DFLOOR_ADWAITA (.build/floor-adwaita), the libadwaita floor: the same window and
 * inscription as an AdwApplicationWindow of an AdwApplication, libadwaita's style and all.
 *
 * The app's CPU and memory are measured against them, on the same renderer and display. */
#ifdef FLOOR_ADWAITA
#include <adwaita.h>
#else
#include <gtk/gtk.h>
#endif
#include <string.h>

typedef struct {
    GtkWidget *inscription;
    gint64 started;
    gboolean home;
} Floor;

static gboolean wake(gpointer data) {
    Floor *floor = data;
    gint64 hundredths = (g_get_monotonic_time() - floor->started) / 10000;
    char text[32];
    g_snprintf(text, sizeof text, "%02" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT ".%02" G_GINT64_FORMAT,
               hundredths / 6000, hundredths / 100 % 60, hundredths % 100);
    gtk_inscription_set_text(GTK_INSCRIPTION(floor->inscription), text);
    return G_SOURCE_CONTINUE;
}

#ifndef FLOOR_ADWAITA
static GtkWidget *lap_row(const char *lap, const char *time, const char *total) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    const char *texts[] = { lap, time, total };
    for (unsigned index = 0; index < G_N_ELEMENTS(texts); index++) {
        GtkWidget *label = gtk_label_new(texts[index]);
        gtk_widget_set_hexpand(label, index == 0);
        gtk_label_set_xalign(GTK_LABEL(label), index == 0 ? 0 : 1);
        gtk_box_append(GTK_BOX(row), label);
    }
    return row;
}

static void add_home(GtkWindow *window, GtkWidget *content) {
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *menu = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
    gtk_window_set_titlebar(window, header);
    GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(buttons), gtk_button_new_with_label("Pause"));
    gtk_box_append(GTK_BOX(buttons), gtk_button_new_with_label("Lap"));
    gtk_box_append(GTK_BOX(content), buttons);
    gtk_box_append(GTK_BOX(content), lap_row("Lap 2", "00:41.20", "01:21.07"));
    gtk_box_append(GTK_BOX(content), lap_row("Lap 1", "00:39.87", "00:39.87"));
}
#endif

static void activate(GtkApplication *application, gpointer data) {
    Floor *floor = data;
#ifdef FLOOR_ADWAITA
    GtkWidget *window = adw_application_window_new(application);
#else
    GtkWidget *window = gtk_application_window_new(application);
#endif
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), 460, 620);
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24);
    gtk_widget_set_valign(content, GTK_ALIGN_CENTER);
    floor->inscription = gtk_inscription_new("00:00.00");
    gtk_inscription_set_nat_chars(GTK_INSCRIPTION(floor->inscription), 8);
    gtk_box_append(GTK_BOX(content), floor->inscription);
#ifdef FLOOR_ADWAITA
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
#else
    if (floor->home) add_home(GTK_WINDOW(window), content);
    gtk_window_set_child(GTK_WINDOW(window), content);
#endif
    floor->started = g_get_monotonic_time();
    g_timeout_add(10, wake, floor);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    g_setenv("GSK_RENDERER", "cairo", FALSE);
    /* As the app does: no GL opened for a renderer that does not use it. */
    if (g_strcmp0(g_getenv("GSK_RENDERER"), "cairo") == 0)
        g_setenv("GDK_DEBUG", "gl-disable", FALSE);
    Floor floor = { .home = argc > 1 && strcmp(argv[1], "--home") == 0 };
#ifdef FLOOR_ADWAITA
    GtkApplication *application = GTK_APPLICATION(adw_application_new("io.github.swiftgtk.Stopwatch.AdwaitaFloor",
                                                                      G_APPLICATION_NON_UNIQUE));
#else
    GtkApplication *application = gtk_application_new(floor.home ? "io.github.swiftgtk.Stopwatch.HomeFloor"
                                                                  : "io.github.swiftgtk.Stopwatch.Floor",
                                                      G_APPLICATION_NON_UNIQUE);
#endif
    g_signal_connect(application, "activate", G_CALLBACK(activate), &floor);
    char *only_name[] = { argv[0], NULL };
    int status = g_application_run(G_APPLICATION(application), 1, only_name);
    g_object_unref(application);
    return status;
}
