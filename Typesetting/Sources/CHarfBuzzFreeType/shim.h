// FreeType (font files, metrics) and HarfBuzz (shaping), and HarfBuzz's
// bridge that reads a FreeType face's tables.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
