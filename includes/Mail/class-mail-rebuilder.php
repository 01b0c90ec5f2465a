<?php
/**
 * Rebuilds a mail from the data it was made of.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Mail\Kinds\Mail_Kinds;

defined( 'ABSPATH' ) || exit;

/**
 * A stored body that cannot be decrypted any more (the site's salts changed) would lose a lead. The
 * outbox row knows its kind, request and locale, so its kind (Mail_Kind::rebuild()) renders it again
 * in the row's locale, e.g. a confirmation mail from its request with a fresh key.
 */
final class Mail_Rebuilder {

	/**
	 * Constructor.
	 *
	 * @param Templates  $templates Mail templates.
	 * @param Mail_Kinds $kinds     The mail kinds.
	 */
	public function __construct( private Templates $templates, private Mail_Kinds $kinds ) {
	}

	/**
	 * Whether the mail is no longer wanted (its kind says; unknown kinds never are).
	 *
	 * @param object $row Outbox row.
	 */
	public function obsolete( object $row ): bool {
		return (bool) $this->kinds->get( (string) $row->kind )?->obsolete( $row );
	}

	/**
	 * Renders the mail of a row again, in the row's locale; null when it cannot be rebuilt.
	 *
	 * @param object $row Outbox row.
	 * @return array{subject:string,html:string,text:string,attachment?:array{name:string,content:string}}|null
	 */
	public function rebuild( object $row ): ?array {
		$kind = (string) $row->kind;
		$args = $this->kinds->get( $kind )?->rebuild( $row );
		$mail = null === $args ? null : Mailer::in_locale( (string) $row->locale, fn () => $this->templates->render( $kind, $args ) );
		/**
		 * Filters the rebuilt mail of an outbox row whose body cannot be decrypted: a mail no registered
		 * kind can rebuild may be rebuilt here (null: cannot be rebuilt; the mail then counts as
		 * failed), and a feature that attached a file (`attachment_name`) adds it again.
		 *
		 * @param array{subject:string,html:string,text:string,attachment?:array{name:string,content:string}}|null $mail Rebuilt mail.
		 * @param object                                                                                             $row  Outbox row (kind, request_id, locale, recipient, attachment_name).
		 */
		$mail = apply_filters( 'immo_wizards_outbox_rebuild', $mail, $row );
		return is_array( $mail ) && isset( $mail['subject'], $mail['html'], $mail['text'] ) ? $mail : null;
	}
}
