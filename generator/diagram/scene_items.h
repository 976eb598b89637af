#pragma once
// The diagram's own drawing items turned into the page scene's, one for one.
#include "diagram/draw.h"
#include "scene/scene.h"

namespace pp::diagram {

pp::Items to_scene(const Items& items);

}  // namespace pp::diagram
