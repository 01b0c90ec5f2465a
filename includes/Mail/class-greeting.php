<?php
/**
 * How a mail to a visitor greets them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * As a German letter does: by salutation and last name ("Guten Tag Frau Muster,"), by full name
 * without a salutation ("Guten Tag Max Muster,"), else without a name ("Guten Tag,"). Every mail to
 * a visitor greets this way (rendered in the recipient's language, see Outbox::queue()).
 *
 * The confirmation mail goes to an address nobody has confirmed yet, so the name in it is anybody's
 * text: only a name that reads as one is used (letters, with single spaces, hyphens or apostrophes
 * between them; short), else the greeting goes without it. No link, digit or sentence rides along.
 */
final class Greeting {

	/** Longest first or last name used, in characters. */
	private const MAX_LENGTH = 40;

	/** Up to five pieces of letters joined by a space, hyphen or apostrophe ("O’Brien van der Berg"). */
	private const NAME = '/^(?:\p{L}\p{M}*)+(?:[ \'’-](?:\p{L}\p{M}*)+){0,4}$/u';

	/**
	 * The greeting line of a contact (plain text; escape it where it is output).
	 *
	 * @param array<string,mixed> $contact Contact data or row: `salutation` (Frau, Herr or ''), `firstname`, `lastname`.
	 */
	public static function line( array $contact ): string {
		$first      = self::name( $contact['firstname'] ?? '' );
		$last       = self::name( $contact['lastname'] ?? '' );
		$titled     = array(
			/* translators: %s: last name */
			'Frau' => __( 'Dear Ms %s,', 'immo-wizards' ),
			/* translators: %s: last name */
			'Herr' => __( 'Dear Mr %s,', 'immo-wizards' ),
		);
		$salutation = (string) ( $contact['salutation'] ?? '' );
		if ( null !== $last && '' !== $last && isset( $titled[ $salutation ] ) ) {
			return sprintf( $titled[ $salutation ], $last );
		}
		// A full name only when no part of it was refused: half a name reads oddly.
		$full = null === $first || null === $last ? '' : trim( $first . ' ' . $last );
		/* translators: %s: first and last name */
		return '' !== $full ? sprintf( __( 'Dear %s,', 'immo-wizards' ), $full ) : __( 'Hello,', 'immo-wizards' );
	}

	/**
	 * A name as it may appear: '' when none was given, null when the given one does not read as a name.
	 *
	 * @param mixed $value First or last name.
	 */
	private static function name( $value ): ?string {
		$name = is_scalar( $value ) ? trim( (string) preg_replace( '/\s+/u', ' ', (string) $value ) ) : '';
		if ( '' === $name ) {
			return '';
		}
		return mb_strlen( $name ) <= self::MAX_LENGTH && preg_match( self::NAME, $name ) ? $name : null;
	}
}
