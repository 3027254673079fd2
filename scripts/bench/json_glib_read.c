/* `make bench`: GNOME's json-glib reading the bench's state files, beside the app's own
 * reader (docs/performance.md, "Reading JSON"): the file read, parsed into json-glib's tree,
 * and every stopwatch's every lap walked (duration and note), as the app's decoder does.
 *
 * usage: json-glib-read FILE ROUNDS; prints the fastest round in milliseconds and the laps
 * read, "12.3 ms 100000 laps". */
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>

static long walk(JsonNode *root, gint64 *sum) {
    long laps = 0;
    JsonArray *stopwatches = json_object_get_array_member(json_node_get_object(root), "stopwatches");
    for (guint s = 0; s < json_array_get_length(stopwatches); s++) {
        JsonObject *stopwatch = json_array_get_object_element(stopwatches, s);
        JsonArray *lapArray = json_object_get_array_member(stopwatch, "laps");
        for (guint l = 0; l < json_array_get_length(lapArray); l++) {
            JsonObject *lap = json_array_get_object_element(lapArray, l);
            *sum += json_object_get_int_member(lap, "duration_ms");
            if (json_object_has_member(lap, "note")) *sum += (gint64)strlen(json_object_get_string_member(lap, "note"));
            laps++;
        }
    }
    return laps;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: json-glib-read FILE ROUNDS\n");
        return 2;
    }
    int rounds = atoi(argv[2]);
    double best = 1e9;
    long laps = 0;
    gint64 sum = 0;
    for (int round = 0; round < rounds; round++) {
        gint64 start = g_get_monotonic_time();
        gchar *data = NULL;
        gsize length = 0;
        GError *error = NULL;
        if (!g_file_get_contents(argv[1], &data, &length, &error)) {
            fprintf(stderr, "%s\n", error->message);
            return 1;
        }
        JsonParser *parser = json_parser_new();
        if (!json_parser_load_from_data(parser, data, (gssize)length, &error)) {
            fprintf(stderr, "%s\n", error->message);
            return 1;
        }
        laps = walk(json_parser_get_root(parser), &sum);
        g_object_unref(parser);
        g_free(data);
        double elapsed = (double)(g_get_monotonic_time() - start) / 1000.0;
        if (elapsed < best) best = elapsed;
    }
    printf("%.1f ms %ld laps\n", best, laps);
    return sum == 0;
}
