<?php
/**
 * The outdated-browser notice (spec §8). It must run where the apps cannot: old Internet Explorer does
 * not run the ES2020 bundles, so this is a tiny ES5 script printed before every view script.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the body (`immo-wizards-not-supported` on old Internet Explorer, `immo-wizards-legacy` on
 * Windows NT 6.x) and replaces each widget container with the notice on old Internet Explorer.
 */
final class Browser_Check {

	/**
	 * The inline ES5 script; runs once per page however many widgets it has.
	 */
	public static function script(): string {
		$notice = wp_json_encode(
			'<p class="immo-wizards-outdated-browser" role="alert">'
			. esc_html__( 'Your browser is outdated. A modern browser is faster and safer.', 'immo-wizards' )
			. '</p>'
		);
		return '(function(w,d){if(w.immoWizardsBrowserChecked){return;}w.immoWizardsBrowserChecked=1;'
			. 'var ua=w.navigator.userAgent,b=d.body;'
			. 'if(/Windows NT 6\.\d/.test(ua)){b.className+=" immo-wizards-legacy";}'
			. 'if(!/MSIE |Trident\//.test(ua)){return;}'
			. 'b.className+=" immo-wizards-not-supported";'
			. 'var c=d.querySelectorAll("[data-immo-wizards-config]");'
			. 'for(var i=0;i<c.length;i++){c[i].innerHTML=' . $notice . ';}'
			. '})(window,document);';
	}
}
