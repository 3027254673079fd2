#include "stopwatch_lap_chart.h"

#include <math.h>

typedef struct {
    double shortest;
    double longest;
    int mark;
} Bar;

struct _StopwatchLapChart {
    GtkWidget parent_instance;
    GArray *bars;
    double average;
    double current;
    // The finished bars, the average and the marks, as drawn at cached_width x cached_height.
    GskRenderNode *cache;
    int cached_width;
    int cached_height;
};

G_DEFINE_FINAL_TYPE(StopwatchLapChart, stopwatch_lap_chart, GTK_TYPE_WIDGET)

// Room above the bars for the marks' icons.
static const double mark_room = 12;
static const int icon_size = 12;
static const double average_dash = 6;
static const double average_gap = 3;

static void forget_cache(StopwatchLapChart *self) {
    g_clear_pointer(&self->cache, gsk_render_node_unref);
}

static GdkRGBA named_color(GtkWidget *widget, const char *name, double fallback_alpha) {
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    if (!gtk_style_context_lookup_color(style, name, &color)) {
        gtk_style_context_get_color(style, &color);
        color.alpha *= fallback_alpha;
    }
    G_GNUC_END_IGNORE_DEPRECATIONS
    return color;
}

static int slot_count(StopwatchLapChart *self) {
    return (int)self->bars->len + (self->current >= 0 ? 1 : 0);
}

static void draw_icon(GtkWidget *widget, GtkSnapshot *snapshot, const char *name, double x, double y, const GdkRGBA *color) {
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget));
    GtkIconPaintable *icon = gtk_icon_theme_lookup_icon(theme, name, NULL, icon_size, gtk_widget_get_scale_factor(widget),
                                                        gtk_widget_get_direction(widget), 0);
    if (icon == NULL) return;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(x, y));
    gtk_symbolic_paintable_snapshot_symbolic(GTK_SYMBOLIC_PAINTABLE(icon), snapshot, icon_size, icon_size, color, 1);
    gtk_snapshot_restore(snapshot);
    g_object_unref(icon);
}

// Adds to the path the part of each bar of `mark` from `from` (0: the baseline, 1: the
// shortest lap's height) to `to` (1: the shortest's, 2: the longest's).
static void add_bar_rectangles(cairo_t *cr, GArray *bars, int mark, int from, int to, double slot, double gap,
                               double plot, int height) {
    for (guint index = 0; index < bars->len; index++) {
        const Bar *bar = &g_array_index(bars, Bar, index);
        if (bar->mark != mark) continue;
        // Whole pixels: the rasteriser's fast path for boxes, and crisp edges.
        double levels[3] = { 0, round(CLAMP(bar->shortest, 0, 1) * plot), round(CLAMP(bar->longest, 0, 1) * plot) };
        double low = levels[from], high = MAX(levels[from], levels[to]);
        double left = round(index * slot), right = round((index + 1) * slot) - gap;
        if (high > low && right > left) cairo_rectangle(cr, left, height - high, right - left, high - low);
    }
}

static GskRenderNode *draw_bars(StopwatchLapChart *self, int width, int height) {
    GtkWidget *widget = GTK_WIDGET(self);
    GdkRGBA colors[3] = {
        named_color(widget, "stopwatch_chart_bar", 0.45),
        named_color(widget, "stopwatch_chart_best", 1),
        named_color(widget, "stopwatch_chart_worst", 1),
    };
    GdkRGBA average_color = named_color(widget, "stopwatch_chart_average", 0.8);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    double plot = MAX(0, height - mark_room);
    double slot = (double)width / MAX(1, slot_count(self));
    double gap = slot >= 4 ? 1 : 0;
    // The bars as one path a colour, filled once each: a few fills whatever the count of bars
    // (README, "Performance"), and no seams between bars that touch.
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, width, height));
    for (int mark = 0; mark < 3; mark++) {
        add_bar_rectangles(cr, self->bars, mark, 0, 1, slot, gap, plot, height);
        gdk_cairo_set_source_rgba(cr, &colors[mark]);
        cairo_fill(cr);
        // A group of laps: the spread from its shortest to its longest, lighter.
        add_bar_rectangles(cr, self->bars, mark, 1, 2, slot, gap, plot, height);
        GdkRGBA range = colors[mark];
        range.alpha *= 0.5;
        gdk_cairo_set_source_rgba(cr, &range);
        cairo_fill(cr);
    }
    if (self->bars->len > 0) {
        // Dashed, so that it reads as a line across the bars rather than as their edge.
        double y = round(height - CLAMP(self->average, 0, 1) * plot) - 0.5;
        double dashes[2] = { average_dash, average_gap };
        cairo_set_dash(cr, dashes, 2, 0);
        cairo_set_line_width(cr, 1);
        cairo_move_to(cr, 0, y);
        cairo_line_to(cr, width, y);
        gdk_cairo_set_source_rgba(cr, &average_color);
        cairo_stroke(cr);
    }
    cairo_destroy(cr);
    for (guint index = 0; index < self->bars->len; index++) {
        const Bar *bar = &g_array_index(self->bars, Bar, index);
        if (bar->mark == STOPWATCH_LAP_CHART_NORMAL) continue;
        double x = CLAMP(index * slot + (slot - gap) / 2 - icon_size / 2.0, 0, MAX(0, width - icon_size));
        double y = MAX(0, height - CLAMP(bar->longest, 0, 1) * plot - icon_size);
        draw_icon(widget, snapshot, bar->mark == STOPWATCH_LAP_CHART_BEST ? "go-down-symbolic" : "go-up-symbolic", x, y,
                  &colors[bar->mark]);
    }
    return gtk_snapshot_free_to_node(snapshot);
}

static void stopwatch_lap_chart_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    StopwatchLapChart *self = STOPWATCH_LAP_CHART(widget);
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0 || slot_count(self) == 0) return;
    if (self->cache == NULL || self->cached_width != width || self->cached_height != height) {
        forget_cache(self);
        self->cache = draw_bars(self, width, height);
        self->cached_width = width;
        self->cached_height = height;
    }
    if (self->cache != NULL) gtk_snapshot_append_node(snapshot, self->cache);
    if (self->current >= 0) {
        GdkRGBA color = named_color(widget, "stopwatch_chart_bar", 0.45);
        color.alpha *= 0.5;
        double slot = (double)width / slot_count(self);
        double gap = slot >= 4 ? 1 : 0;
        double high = round(CLAMP(self->current, 0, 1) * MAX(0, height - mark_room));
        double left = round(self->bars->len * slot), right = round((self->bars->len + 1) * slot) - gap;
        gtk_snapshot_append_color(snapshot, &color, &GRAPHENE_RECT_INIT(left, height - high, MAX(0, right - left), high));
    }
}

static void stopwatch_lap_chart_css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(stopwatch_lap_chart_parent_class)->css_changed(widget, change);
    forget_cache(STOPWATCH_LAP_CHART(widget));
    gtk_widget_queue_draw(widget);
}

static void stopwatch_lap_chart_finalize(GObject *object) {
    StopwatchLapChart *self = STOPWATCH_LAP_CHART(object);
    forget_cache(self);
    g_array_unref(self->bars);
    G_OBJECT_CLASS(stopwatch_lap_chart_parent_class)->finalize(object);
}

static void stopwatch_lap_chart_class_init(StopwatchLapChartClass *class) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    G_OBJECT_CLASS(class)->finalize = stopwatch_lap_chart_finalize;
    widget_class->snapshot = stopwatch_lap_chart_snapshot;
    widget_class->css_changed = stopwatch_lap_chart_css_changed;
    gtk_widget_class_set_css_name(widget_class, "lapchart");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void stopwatch_lap_chart_init(StopwatchLapChart *self) {
    self->bars = g_array_new(FALSE, FALSE, sizeof(Bar));
    self->current = -1;
}

GtkWidget *stopwatch_lap_chart_new(void) {
    return g_object_new(STOPWATCH_TYPE_LAP_CHART, NULL);
}

void stopwatch_lap_chart_set_bars(StopwatchLapChart *self, const double *shortest, const double *longest,
                                  const int *marks, int count, double average) {
    g_return_if_fail(STOPWATCH_IS_LAP_CHART(self));
    g_array_set_size(self->bars, MAX(0, count));
    for (int index = 0; index < count; index++) {
        g_array_index(self->bars, Bar, index) = (Bar){ shortest[index], longest[index], marks[index] };
    }
    self->average = average;
    forget_cache(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void stopwatch_lap_chart_set_current(StopwatchLapChart *self, double height) {
    g_return_if_fail(STOPWATCH_IS_LAP_CHART(self));
    if (height == self->current) return;
    // The lap in progress appearing or going changes the width of every bar.
    if ((height < 0) != (self->current < 0)) forget_cache(self);
    self->current = height;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}
