<?php
/**
 * Config of the customer portal's app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The shared settings, where the portal fetches its session's nonce at run time, whether the page
 * came with a login cookie, and the config of the saved-search wizard its dialogs embed. Never a nonce
 * or anything personal: the page may be cached by proxies that ignore its no-cache headers.
 */
final class Portal_Config extends Screen_Config {

	/**
	 * The portal's own forms post to its routes (its saved-search wizard to the plugin's own).
	 */
	protected const SUBMITS = false;

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $attributes Validated block attributes.
	 */
	protected function own( array $attributes ): array {
		return array(
			'nonceEndpoint'     => admin_url( 'admin-ajax.php?action=rest-nonce' ),
			// Without a login cookie there is no session to check: admin-ajax would answer the nonce
			// request with a 400, an error in the visitor's console. A stale cached copy can only say
			// false to a logged-in user, who then sees the login form: never someone else's portal.
			'hasSession'        => is_user_logged_in(),
			'savedSearchWizard' => ( new Saved_Search_Wizard_Config() )->build(
				array(
					'showSteps'          => false,
					'marketingType'      => 'buy',
					'preselectedRegions' => '',
					'submitUrl'          => '',
				)
			),
		);
	}
}
