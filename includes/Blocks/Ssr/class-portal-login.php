<?php
/**
 * The portal's 'Anmeldung' form as src/portal/login-screen.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Printed for a visit without a session and without a link key: the portal then starts logged out
 * (useSession). With a session or a key the portal's first render is empty, so nothing is printed.
 */
final class Portal_Login implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-portal';

	/**
	 * The form.
	 *
	 * @param array<string, mixed> $config The portal's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether a link key is there.
		if ( is_user_logged_in() || isset( $_GET['k'] ) ) {
			return null;
		}
		$title_id = $ids->id( 'login-title' );
		$input_id = $ids->id( 'login-email' );
		$form     = Html::element(
			'form',
			array(
				'method'     => 'post',
				'novalidate' => true,
				'class'      => self::BLOCK . '__login-form',
			),
			Html::element(
				'div',
				array( 'class' => 'immo-wizards-field' ),
				Html::element(
					'label',
					array(
						'class' => 'immo-wizards-field__label',
						'for'   => $input_id,
					),
					Html::text( __( 'E-mail', 'immo-wizards' ) ),
					Fields::required_mark()
				),
				Html::element(
					'input',
					array(
						'id'            => $input_id,
						'name'          => 'email',
						'class'         => 'immo-wizards-field__input',
						'type'          => 'email',
						'autocomplete'  => 'email',
						'maxlength'     => 254,
						'aria-required' => 'true',
						'value'         => '',
					)
				)
			),
			Html::element(
				'div',
				array( 'class' => self::BLOCK . '__actions' ),
				Fields::submit_button( self::BLOCK, __( 'Send e-mail', 'immo-wizards' ) )
			)
		);
		return Html::element(
			'div',
			array( 'class' => self::BLOCK . '__screen' ),
			Html::element(
				'section',
				array(
					'class'           => self::BLOCK . '__login',
					'aria-labelledby' => $title_id,
				),
				Html::element(
					'h2',
					array(
						'id'    => $title_id,
						'class' => self::BLOCK . '__title',
					),
					Html::text( _x( 'Login', 'portal form title', 'immo-wizards' ) )
				),
				Html::element( 'p', array(), Html::text( __( 'Enter your e-mail address and follow the instructions in the e-mail.', 'immo-wizards' ) ) ),
				$form
			)
		);
	}
}
