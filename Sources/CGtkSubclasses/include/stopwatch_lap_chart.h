// The lap chart for the GTK frontend, in C: a widget subclass overrides snapshot, which
// Swift cannot do. (C interop corner of the GTK frontend; ARCHITECTURE.md, "Rules".)
#ifndef STOPWATCH_LAP_CHART_H
#define STOPWATCH_LAP_CHART_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define STOPWATCH_TYPE_LAP_CHART (stopwatch_lap_chart_get_type())
G_DECLARE_FINAL_TYPE(StopwatchLapChart, stopwatch_lap_chart, STOPWATCH, LAP_CHART, GtkWidget)

/// What a bar marks, as the lap list does.
typedef enum {
    STOPWATCH_LAP_CHART_NORMAL = 0,
    STOPWATCH_LAP_CHART_BEST = 1,
    STOPWATCH_LAP_CHART_WORST = 2,
} StopwatchLapChartMark;

/// One bar a lap (or a group of laps, shortest to longest), from a zero baseline, with the
/// average as a line and the lap in progress as a lighter bar at the end: all drawn with
/// GtkSnapshot in this one widget. The finished bars are kept as one render node, made again
/// only when they, the size or the style change; a frame of the running time adds the lap in
/// progress alone. Colours are the CSS named colours stopwatch_chart_bar, _best, _worst and
/// _average; best and worst also carry the list's icons (go-down, go-up), never colour alone.
GtkWidget *stopwatch_lap_chart_new(void);

/// The bars, oldest first: heights as fractions of the chart's height, marks as above; the
/// average's height.
void stopwatch_lap_chart_set_bars(StopwatchLapChart *self, const double *shortest, const double *longest,
                                  const int *marks, int count, double average);

/// The lap in progress's height, or a negative number for none.
void stopwatch_lap_chart_set_current(StopwatchLapChart *self, double height);

G_END_DECLS

#endif
