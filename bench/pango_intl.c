/* Pango on multi-script cases, for bench/pango-intl. Reads cases from stdin, one per line:
 *   size<TAB>width<TAB>language<TAB>direction<TAB>families<TAB>text
 * (width 0 = unlimited; language "-" = none; direction auto|ltr|rtl; families = a Pango family list in fallback order,
 * "Inter,Noto Sans Arabic,…"). Fonts: a private fontconfig configuration holding only the font files given as
 * arguments (no system fonts, no system configuration but its rule scaling bitmap fonts). 72 dpi, no hinting,
 * unrounded positions, PANGO_WRAP_WORD_CHAR.
 * Prints one line per case: natural width (unwrapped), then each line's text (trailing spaces dropped), TAB-separated.
 * Build: cc -O2 pango_intl.c $(pkg-config --cflags --libs pangoft2 fontconfig) -o pango_intl */
#include <pango/pangoft2.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void no_hinting(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
}

static void print_lines(PangoLayout *layout, const char *text) {
    int lines = pango_layout_get_line_count(layout);
    for (int j = 0; j < lines; j++) {
        PangoLayoutLine *l = pango_layout_get_line_readonly(layout, j);
        int end = l->start_index + l->length;
        while (end > l->start_index && (text[end - 1] == ' ' || text[end - 1] == '\n')) end--;
        printf("\t%.*s", end - l->start_index, text + l->start_index);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pango_intl FONT_FILE... < cases.tsv\n"); return 2; }
    FcConfig *config = FcConfigCreate();
    /* fontconfig's rule that scales bitmap fonts (Noto Color Emoji's 109 ppem strike) to the requested size: without
     * it Pango measures an emoji at its strike's size whatever the point size. */
    FcConfigParseAndLoad(config, (const FcChar8 *)"/etc/fonts/conf.d/10-scale-bitmap-fonts.conf", FcFalse);
    for (int i = 1; i < argc; i++) {
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[i])) { fprintf(stderr, "cannot load %s\n", argv[i]); return 3; }
    }
    FcConfigSetCurrent(config);
    PangoFontMap *map = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(map), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), no_hinting, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(map);
    pango_context_set_round_glyph_positions(context, FALSE);
    char *line = NULL; size_t len = 0; ssize_t got;
    while ((got = getline(&line, &len, stdin)) > 0) {
        if (line[got - 1] == '\n') line[got - 1] = 0;
        char *size = strtok(line, "\t"), *width = strtok(NULL, "\t"), *lang = strtok(NULL, "\t");
        char *dir = strtok(NULL, "\t"), *families = strtok(NULL, "\t"), *text = strtok(NULL, "");
        if (!size || !width || !lang || !dir || !families || !text) { printf("error\n"); continue; }
        pango_context_set_language(context, pango_language_from_string(strcmp(lang, "-") ? lang : "en"));
        pango_context_set_base_dir(context, strcmp(dir, "rtl") == 0 ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_auto_dir(layout, strcmp(dir, "auto") == 0);
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        PangoFontDescription *desc = pango_font_description_new();
        pango_font_description_set_family(desc, families);
        pango_font_description_set_size(desc, (gint)(atof(size) * PANGO_SCALE));
        pango_layout_set_font_description(layout, desc);
        pango_layout_set_text(layout, text, -1);
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        printf("%.4f", logical.width / (double)PANGO_SCALE);
        pango_layout_set_width(layout, atof(width) > 0 ? (int)(atof(width) * PANGO_SCALE) : -1);
        print_lines(layout, text);
        printf("\n");
        pango_font_description_free(desc);
        g_object_unref(layout);
    }
    return 0;
}
