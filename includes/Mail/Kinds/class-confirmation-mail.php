<?php
/**
 * The double opt-in mail of a request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Greeting;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Security\Key_Link;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Pipeline;

defined( 'ABSPATH' ) || exit;

/**
 * The portal link `{portal}#k={key}` that confirms a request. Anyone can trigger it to any address:
 * it carries no visitor-supplied text but a name that reads as one (Greeting; Mail_Texts refuses the
 * placeholders of the rest). Rebuilt with a fresh key (only the hash of the old one exists) while
 * its request still waits.
 */
final class Confirmation_Mail extends Plain_Mail {

	public const NAME = 'confirmation';

	/**
	 * Constructor.
	 *
	 * @param Settings           $settings Portal page, retention period (= lifetime of the key).
	 * @param Request_Details    $details  The request type's label.
	 * @param Request_Repository $requests Requests (for a rebuild).
	 * @param Key_Service        $keys     Keys (for a rebuild).
	 */
	public function __construct( private Settings $settings, private Request_Details $details, private Request_Repository $requests, private Key_Service $keys ) {
	}

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
		return __( 'Confirmation request', 'immo-wizards' );
	}

	/**
	 * Its name on the settings screen.
	 */
	public function preview_label(): string {
		return __( 'Confirmation mail', 'immo-wizards' );
	}

	/**
	 * Greeting and introduction.
	 *
	 * @return array<string,string>
	 */
	public function texts(): array {
		return array(
			'confirmation_greeting' => __( 'Confirmation mail: greeting', 'immo-wizards' ),
			'confirmation_intro'    => __( 'Confirmation mail: introduction', 'immo-wizards' ),
		);
	}

	/**
	 * None that holds what a visitor typed.
	 *
	 * @return string[]
	 */
	public function placeholders(): array {
		return array( 'type', 'site', 'days' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout and texts.
	 * @param array<mixed> $args      Contact data (the greeting's name only), raw key, request type ('' in mails queued before it was passed).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		[ $contact, $key ] = $args;
		$type              = (string) ( $args[2] ?? '' );
		$link              = Key_Link::to( $this->settings->portal_link_url(), $key );
		$values            = array(
			'type' => '' !== $type ? $this->details->type_label( $type ) : '',
			'days' => (string) $this->settings->retention_days(),
		);
		$greeting          = $templates->text( 'confirmation_greeting', Greeting::line( $contact ), $values );
		$intro             = $templates->text( 'confirmation_intro', __( 'Thank you for your request. Please confirm it with the button below; only then will we process it.', 'immo-wizards' ), $values );
		$intro_text        = $templates->text( 'confirmation_intro', __( 'Thank you for your request. Please confirm it with the link below; only then will we process it.', 'immo-wizards' ), $values );
		$button            = __( 'Confirm request', 'immo-wizards' );
		$fallback          = __( 'If the button does not work, copy this link into your browser:', 'immo-wizards' );
		/* translators: %d: number of days */
		$ignore = sprintf( __( 'If you did not send this request, simply ignore this e-mail. Unconfirmed requests are deleted after %d days.', 'immo-wizards' ), $this->settings->retention_days() );

		$html = Templates::paragraph( $greeting ) . Templates::paragraph( $intro )
			. Templates::button( $link, $button )
			. '<p>' . esc_html( $fallback ) . '<br><a href="' . esc_url( $link ) . '">' . esc_html( $link ) . '</a></p>'
			. '<p>' . esc_html( $ignore ) . '</p>';
		$text = ltrim( $greeting . "\n\n" . $intro_text . "\n\n" ) . $button . ': ' . $link . "\n\n" . $ignore . "\n";

		return array(
			'subject' => __( 'Please confirm your request', 'immo-wizards' ),
			'html'    => $templates->layout( __( 'Please confirm your request', 'immo-wizards' ), $html ),
			'text'    => $text . $templates->text_footer(),
		);
	}

	/**
	 * A lead's confirmation.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array( self::SAMPLE_CONTACT, 'preview', 'lead' );
	}

	/**
	 * Once its request is gone, confirmed or past its lifetime.
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		$request = $this->requests->find( (int) $row->request_id );
		return ! $request || 'pending' !== $request->status || $this->key_lifetime( $request ) <= 0;
	}

	/**
	 * The request's contact, a fresh key, its type.
	 *
	 * @param object $row Outbox row.
	 * @return array<mixed>|null
	 */
	public function rebuild( object $row ): ?array {
		$request = $this->requests->find( (int) $row->request_id );
		if ( ! $request ) {
			return null;
		}
		$payload = Request_Repository::payload( $request );
		$contact = is_array( $payload['contact'] ?? null ) ? $payload['contact'] : array();
		$key     = $this->keys->create( Pipeline::KEY_PURPOSE, (int) $request->id, (int) $request->contact_id, $this->key_lifetime( $request ), 1 );
		return array( $contact, $key, (string) $request->type );
	}

	/**
	 * Seconds a fresh key may live: until the unconfirmed request is deleted.
	 *
	 * @param object $request Request row.
	 */
	private function key_lifetime( object $request ): int {
		return strtotime( $request->created_at . ' UTC' ) + $this->settings->retention_days() * DAY_IN_SECONDS - time();
	}
}
