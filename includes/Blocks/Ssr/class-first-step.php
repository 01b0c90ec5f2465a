<?php
/**
 * What a screen shows before any script ran: its first step, as its React app renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * A screen's first step on the server. The markup must be what the screen's app renders on its
 * first render for the same config (tests/e2e/first-paint.spec.ts hydrates every screen and fails on
 * any difference), so React takes it over instead of painting anew.
 */
interface First_Step {

	/**
	 * The first step's markup, or null when it depends on what only the browser knows (then the
	 * container stays empty and the app renders it).
	 *
	 * @param array<string, mixed> $config The screen's config (the container's `data-immo-wizards-config`).
	 * @param Ids                  $ids    The screen's id scope.
	 */
	public function render( array $config, Ids $ids ): ?string;
}
