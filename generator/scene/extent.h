#pragma once
// Where items lie, for builders that set pieces of a picture next to each other (a legend under
// a board, a caption under a legend) before the picture has a page.
#include <limits>

#include "scene/scene.h"

namespace pp {

// The area covered, strokes included, grown point by point. Text adds nothing here: its box is
// what Pango measured when it was set (text/text.h), which the text item does not keep.
class Extent {
 public:
  void add(Point p, double pad = 0);
  void add(const Item& item);  // paths, circles and images
  void add(const Items& items);
  Rect rect() const;  // an empty Rect at the origin when nothing was added

 private:
  double x0_ = std::numeric_limits<double>::max(), y0_ = x0_, x1_ = -x0_, y1_ = -x0_;
};

// Moves items in place: path points, circle centres, text anchors, image boxes; a group through
// its transform.
void translate(Items& items, Point by);

}  // namespace pp
