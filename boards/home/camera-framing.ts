/** Looking down at 38°: the towers read as towers and the yards in front stay visible. */
export const ELEVATION = (38 * Math.PI) / 180;

/**
 * Distance from the scene centre that fits a `width` x `depth` plant in a perspective camera of
 * vertical field `fovDeg` on a canvas of `aspect` (width / height), with a margin; and the
 * elevation angle. The narrower of the two fields decides.
 */
export function cameraFraming(width: number, depth: number, fovDeg: number, aspect: number, margin = 1.15): [number, number] {
  const halfV = Math.tan((fovDeg * Math.PI) / 360);
  const halfH = halfV * aspect;
  const alongWidth = width / 2 / halfH;
  // seen at ELEVATION, the depth of the ground spans depth·sin(elevation) on screen, plus tower height
  const alongDepth = ((depth * Math.sin(ELEVATION)) / 2 + 10) / halfV;
  return [Math.max(40, alongWidth, alongDepth) * margin, ELEVATION];
}
