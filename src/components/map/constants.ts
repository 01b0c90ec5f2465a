/** Spec §9 map constants. */
export const DEFAULT_ZOOM = 12;
export const MIN_ZOOM = 6;
export const MAX_ZOOM = 20;
/** OpenStreetMap-style tile servers stop at 19; deeper zoom levels upscale. */
export const MAX_NATIVE_ZOOM = 19;
/** Zoom after an address was chosen. */
export const FOCUS_ZOOM = 18;
/** Below this window width the map is lower and starts further out. */
export const NARROW_WIDTH = 576;
export const NARROW_ZOOM = 10;
export const TILE_SIZE = 256;
export const MARKER_SIZE: [ number, number ] = [ 54, 67 ];
/** Used when the theme defines no primary colour. */
export const FALLBACK_PRIMARY = '#1565c0';

/**
 * Start zoom: the configured zoom, further out on narrow windows.
 *
 * @param zoom        Configured zoom.
 * @param windowWidth Current window width.
 */
export function initialZoom( zoom: number | undefined, windowWidth: number ) {
	if ( windowWidth < NARROW_WIDTH ) {
		return NARROW_ZOOM;
	}
	return Number.isFinite( zoom ) ? ( zoom as number ) : DEFAULT_ZOOM;
}
