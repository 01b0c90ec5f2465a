<?php
/**
 * The portal's login link.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * The link `{portal}#k={key}` (a `login` key, valid 20 minutes, one session).
 */
final class Login_Link_Mail extends Plain_Mail {

	public const NAME = 'login_link';

	/**
	 * Name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Login link', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      Raw login key, the recipient (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		$intro = __( 'You asked for a link to log in to our customer portal. The link is valid for 20 minutes and can be used once.', 'immo-wizards' );
		return $templates->portal_link_mail(
			__( 'Your link to the customer portal', 'immo-wizards' ),
			array( $intro, $intro ),
			__( 'Open the customer portal', 'immo-wizards' ),
			(string) $args[0],
			__( 'If you did not ask for this link, simply ignore this e-mail.', 'immo-wizards' ),
			(array) ( $args[1] ?? array() )
		);
	}

	/**
	 * A link for Erika.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array( 'preview', self::SAMPLE_CONTACT );
	}
}
