import CFreeType
import CHarfBuzz
func _probe() { var lib: FT_Library? = nil; _ = FT_Init_FreeType(&lib); _ = hb_buffer_create() }
