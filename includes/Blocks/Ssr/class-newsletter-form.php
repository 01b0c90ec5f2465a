<?php
/**
 * The newsletter subscription as src/wizards/newsletter/app.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The contact fields with the newsletter checkbox always shown and required (NewsletterApp).
 */
final class Newsletter_Form implements First_Step {

	/**
	 * The form.
	 *
	 * @param array<string, mixed> $config The newsletter's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		$settings               = Request_Form::settings( $config );
		$settings['newsletter'] = array(
			'enabled'  => true,
			'required' => true,
		);
		return Request_Form::screen(
			'newsletter',
			Request_Form::one_step( $ids, $settings, '', __( 'Save changes', 'immo-wizards' ) )
		);
	}
}
