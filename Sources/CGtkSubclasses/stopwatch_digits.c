#include "stopwatch_digits.h"

#include <string.h>

// One character as drawn: its font, glyph and advance (Pango units), shaped once.
typedef struct {
    gunichar character;
    PangoFont *font;
    PangoGlyph glyph;
    int advance;
} Shaped;

struct _StopwatchDigits {
    GtkWidget parent_instance;
    char *text;
    float xalign;
    // The characters shaped with the current font; empty until needed, emptied when the
    // style or the font settings change.
    GArray *shaped;
    int baseline;   // Pango units, from the top of the line
    int height;     // Pango units
    int width;      // Pango units, of the text
    gboolean width_known;
};

G_DEFINE_FINAL_TYPE(StopwatchDigits, stopwatch_digits, GTK_TYPE_WIDGET)

static void forget_shapes(StopwatchDigits *self) {
    for (guint index = 0; index < self->shaped->len; index++) {
        g_clear_object(&g_array_index(self->shaped, Shaped, index).font);
    }
    g_array_set_size(self->shaped, 0);
    self->height = 0;
    self->width_known = FALSE;
}

static PangoLayout *layout_for(StopwatchDigits *self, const char *text) {
    PangoLayout *layout = gtk_widget_create_pango_layout(GTK_WIDGET(self), text);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum=1"));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    return layout;
}

static const Shaped *shape(StopwatchDigits *self, gunichar character) {
    for (guint index = 0; index < self->shaped->len; index++) {
        const Shaped *known = &g_array_index(self->shaped, Shaped, index);
        if (known->character == character) return known;
    }
    char text[8] = { 0 };
    g_unichar_to_utf8(character, text);
    PangoLayout *layout = layout_for(self, text);
    Shaped shaped = { .character = character };
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
    if (line != NULL && line->runs != NULL) {
        PangoGlyphItem *run = line->runs->data;
        if (run->glyphs->num_glyphs > 0) {
            shaped.font = g_object_ref(run->item->analysis.font);
            shaped.glyph = run->glyphs->glyphs[0].glyph;
            for (int glyph = 0; glyph < run->glyphs->num_glyphs; glyph++) {
                shaped.advance += run->glyphs->glyphs[glyph].geometry.width;
            }
        }
    }
    if (self->height == 0) {
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        self->height = logical.height;
        self->baseline = pango_layout_get_baseline(layout);
    }
    g_object_unref(layout);
    g_array_append_val(self->shaped, shaped);
    return &g_array_index(self->shaped, Shaped, self->shaped->len - 1);
}

static void ensure_metrics(StopwatchDigits *self) {
    if (self->height == 0) shape(self, '0');
    if (self->width_known) return;
    int width = 0;
    for (const char *at = self->text; *at != '\0'; at = g_utf8_next_char(at)) {
        width += shape(self, g_utf8_get_char(at))->advance;
    }
    self->width = width;
    self->width_known = TRUE;
}

static void stopwatch_digits_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                     int *natural, int *minimum_baseline, int *natural_baseline) {
    StopwatchDigits *self = STOPWATCH_DIGITS(widget);
    (void)for_size;
    ensure_metrics(self);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = *natural = PANGO_PIXELS_CEIL(self->width);
    } else {
        *minimum = *natural = PANGO_PIXELS_CEIL(self->height);
        *minimum_baseline = *natural_baseline = PANGO_PIXELS(self->baseline);
    }
}

static void stopwatch_digits_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    StopwatchDigits *self = STOPWATCH_DIGITS(widget);
    if (self->text[0] == '\0') return;
    ensure_metrics(self);
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    double x = (gtk_widget_get_width(widget) - self->width / (double)PANGO_SCALE) * self->xalign;
    int allocated_baseline = gtk_widget_get_allocated_baseline(widget);
    double y = allocated_baseline >= 0
        ? allocated_baseline
        : (gtk_widget_get_height(widget) - self->height / (double)PANGO_SCALE) / 2 + self->baseline / (double)PANGO_SCALE;
    // One text node per stretch of characters in the same font (usually the whole text).
    int count = g_utf8_strlen(self->text, -1);
    PangoGlyphString *glyphs = pango_glyph_string_new();
    pango_glyph_string_set_size(glyphs, count);
    const char *at = self->text;
    while (*at != '\0') {
        PangoFont *font = shape(self, g_utf8_get_char(at))->font;
        int stretch = 0, width = 0;
        for (; *at != '\0'; at = g_utf8_next_char(at)) {
            const Shaped *shaped = shape(self, g_utf8_get_char(at));
            if (shaped->font != font) break;
            PangoGlyphInfo *info = &glyphs->glyphs[stretch];
            memset(info, 0, sizeof *info);
            info->glyph = shaped->glyph;
            info->geometry.width = shaped->advance;
            info->attr.is_cluster_start = 1;
            glyphs->log_clusters[stretch] = stretch;
            width += shaped->advance;
            stretch++;
        }
        glyphs->num_glyphs = stretch;
        if (font != NULL && stretch > 0) {
            GskRenderNode *node = gsk_text_node_new(font, glyphs, &color, &GRAPHENE_POINT_INIT(x, y));
            if (node != NULL) {
                gtk_snapshot_append_node(snapshot, node);
                gsk_render_node_unref(node);
            }
        }
        x += width / (double)PANGO_SCALE;
        // A character no font has (no glyph) is skipped, never looped on.
        if (stretch == 0) at = g_utf8_next_char(at);
    }
    pango_glyph_string_free(glyphs);
}

static void stopwatch_digits_css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(stopwatch_digits_parent_class)->css_changed(widget, change);
    forget_shapes(STOPWATCH_DIGITS(widget));
    gtk_widget_queue_resize(widget);
}

static void stopwatch_digits_system_setting_changed(GtkWidget *widget, GtkSystemSetting setting) {
    GTK_WIDGET_CLASS(stopwatch_digits_parent_class)->system_setting_changed(widget, setting);
    forget_shapes(STOPWATCH_DIGITS(widget));
    gtk_widget_queue_resize(widget);
}

static void stopwatch_digits_finalize(GObject *object) {
    StopwatchDigits *self = STOPWATCH_DIGITS(object);
    forget_shapes(self);
    g_array_unref(self->shaped);
    g_free(self->text);
    G_OBJECT_CLASS(stopwatch_digits_parent_class)->finalize(object);
}

static void stopwatch_digits_class_init(StopwatchDigitsClass *class) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    G_OBJECT_CLASS(class)->finalize = stopwatch_digits_finalize;
    widget_class->measure = stopwatch_digits_measure;
    widget_class->snapshot = stopwatch_digits_snapshot;
    widget_class->css_changed = stopwatch_digits_css_changed;
    widget_class->system_setting_changed = stopwatch_digits_system_setting_changed;
    gtk_widget_class_set_css_name(widget_class, "digits");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void stopwatch_digits_init(StopwatchDigits *self) {
    self->text = g_strdup("");
    self->shaped = g_array_new(FALSE, TRUE, sizeof(Shaped));
}

GtkWidget *stopwatch_digits_new(void) {
    return g_object_new(STOPWATCH_TYPE_DIGITS, NULL);
}

void stopwatch_digits_set_text(StopwatchDigits *self, const char *text) {
    g_return_if_fail(STOPWATCH_IS_DIGITS(self));
    if (g_strcmp0(self->text, text) == 0) return;
    int old_width = self->width;
    gboolean was_known = self->width_known;
    g_free(self->text);
    self->text = g_strdup(text != NULL ? text : "");
    self->width_known = FALSE;
    if (self->shaped->len > 0) ensure_metrics(self);
    if (was_known && self->width_known && self->width == old_width) {
        gtk_widget_queue_draw(GTK_WIDGET(self));
    } else {
        gtk_widget_queue_resize(GTK_WIDGET(self));
    }
}

const char *stopwatch_digits_get_text(StopwatchDigits *self) {
    g_return_val_if_fail(STOPWATCH_IS_DIGITS(self), "");
    return self->text;
}

int stopwatch_digits_measure_text(StopwatchDigits *self, const char *text) {
    g_return_val_if_fail(STOPWATCH_IS_DIGITS(self), 0);
    int width = 0;
    for (const char *at = text != NULL ? text : ""; *at != '\0'; at = g_utf8_next_char(at)) {
        width += shape(self, g_utf8_get_char(at))->advance;
    }
    return PANGO_PIXELS_CEIL(width);
}

void stopwatch_digits_set_xalign(StopwatchDigits *self, float xalign) {
    g_return_if_fail(STOPWATCH_IS_DIGITS(self));
    self->xalign = CLAMP(xalign, 0, 1);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}
