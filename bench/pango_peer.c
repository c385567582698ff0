/* The peer layoutcheck's text engine is compared with: Pango, called natively, on the same cases.
 * Reads cases from stdin, one per line: size<TAB>width<TAB>weight<TAB>text  (width 0 = unlimited).
 * Same font file, 72 dpi (1 pt = 1 px, as layoutcheck measures), no hinting, unrounded glyph positions,
 * PANGO_WRAP_WORD_CHAR (break inside a word only when the word alone does not fit, as UIKit does).
 * Prints "cases lines_total elapsed_seconds" so the script can compute throughput from the process alone,
 * and, with -v, one "lineCount width height" line per case for spot checks; with -t, one line per case of its line
 * texts (trailing spaces dropped) separated by TAB, to compare where each engine breaks.
 * Build: cc -O2 pango_peer.c $(pkg-config --cflags --libs pangoft2) -o pango_peer */
#include <pango/pangoft2.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void no_hinting(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pango_peer FONT_FILE [-v] < cases.tsv\n"); return 2; }
    int verbose = argc > 2 && strcmp(argv[2], "-v") == 0;
    int texts_out = argc > 2 && strcmp(argv[2], "-t") == 0;
    /* Only the given font: a fresh fontconfig configuration holding just that file. */
    FcConfig *config = FcConfigCreate();
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[1])) { fprintf(stderr, "cannot load %s\n", argv[1]); return 3; }
    FcConfigSetCurrent(config);

    /* Read everything first so that only layout is timed. */
    size_t cap = 1024, n = 0;
    char **texts = malloc(cap * sizeof *texts);
    double *sizes = malloc(cap * sizeof *sizes), *widths = malloc(cap * sizeof *widths);
    int *weights = malloc(cap * sizeof *weights);
    char *line = NULL; size_t len = 0; ssize_t got;
    while ((got = getline(&line, &len, stdin)) > 0) {
        if (line[got - 1] == '\n') line[got - 1] = 0;
        char *size = strtok(line, "\t"), *width = strtok(NULL, "\t"), *weight = strtok(NULL, "\t"), *text = strtok(NULL, "");
        if (!size || !width || !weight || !text) continue;
        if (n == cap) {
            cap *= 2;
            texts = realloc(texts, cap * sizeof *texts); sizes = realloc(sizes, cap * sizeof *sizes);
            widths = realloc(widths, cap * sizeof *widths); weights = realloc(weights, cap * sizeof *weights);
        }
        texts[n] = strdup(text); sizes[n] = atof(size); widths[n] = atof(width); weights[n] = atoi(weight); n++;
    }

    double start = now();
    PangoFontMap *map = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(map), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), no_hinting, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(map);
    pango_context_set_round_glyph_positions(context, FALSE);
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    PangoFontDescription *desc = pango_font_description_from_string("Inter");
    long total_lines = 0;
    for (size_t i = 0; i < n; i++) {
        pango_font_description_set_size(desc, (gint)(sizes[i] * PANGO_SCALE));
        pango_font_description_set_weight(desc, (PangoWeight)weights[i]);
        pango_layout_set_font_description(layout, desc);
        pango_layout_set_width(layout, widths[i] > 0 ? (int)(widths[i] * PANGO_SCALE) : -1);
        pango_layout_set_text(layout, texts[i], -1);
        int lines = pango_layout_get_line_count(layout);
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        total_lines += lines;
        if (verbose) printf("%d %.2f %.2f\n", lines, logical.width / (double)PANGO_SCALE, logical.height / (double)PANGO_SCALE);
        if (texts_out) {
            for (int j = 0; j < lines; j++) {
                PangoLayoutLine *l = pango_layout_get_line_readonly(layout, j);
                int end = l->start_index + l->length;
                while (end > l->start_index && (texts[i][end - 1] == ' ' || texts[i][end - 1] == '\n')) end--;
                printf("%s%.*s", j ? "\t" : "", end - l->start_index, texts[i] + l->start_index);
            }
            printf("\n");
        }
    }
    double elapsed = now() - start;
    printf("%zu %ld %.6f\n", n, total_lines, elapsed);
    return 0;
}
