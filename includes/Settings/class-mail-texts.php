<?php
/**
 * The mail texts the agency words itself: greeting and intro of the confirmation mail and of the
 * agency notification, with placeholders.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * `mail_texts` (per key; '' keeps the shipped, translated text). The keys and the placeholders of
 * each are the mail kinds' (Mail_Kind::texts(), placeholders()). Placeholders such as `{firstname}`
 * are replaced when the mail is rendered; unknown ones stay as typed. The result is plain text: the
 * templates escape it like any other value. Part of Mail_Settings.
 *
 * The confirmation mail goes to whatever address a visitor typed, so it must not carry visitor-supplied
 * text (it would make the site a spam relay): its texts may use only the placeholders that hold none.
 */
final class Mail_Texts {

	/** Placeholders that hold what a visitor typed. */
	private const VISITOR_SUPPLIED = array( 'firstname', 'lastname', 'email' );

	private const MAX_LENGTH = 1000;

	/**
	 * Every editable text's key and the mail kind it belongs to.
	 *
	 * @return array<string, string>
	 */
	private static function keys(): array {
		return Plugin::instance()->mail_kinds()->text_keys();
	}

	/**
	 * Placeholders a mail kind's texts may use.
	 *
	 * @param string $kind Mail kind.
	 * @return string[]
	 */
	private static function placeholders( string $kind ): array {
		return Plugin::instance()->mail_kinds()->get( $kind )?->placeholders() ?? array();
	}

	/**
	 * The setting's schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'mail_texts' => array(
				'type'                 => 'object',
				'properties'           => array_fill_keys( array_keys( self::keys() ), array( 'type' => 'string' ) ),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * Default: every text shipped.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array_fill_keys( array_keys( self::keys() ), '' );
	}

	/**
	 * Validates submitted texts into $out.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values (holding the current ones).
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		if ( ! isset( $input['mail_texts'] ) ) {
			return;
		}
		$texts     = self::texts( $out['mail_texts'] ?? array() );
		$submitted = is_array( $input['mail_texts'] ) ? $input['mail_texts'] : array();
		foreach ( self::keys() as $key => $mail ) {
			if ( ! isset( $submitted[ $key ] ) ) {
				continue;
			}
			$error = self::error( $submitted[ $key ], $mail );
			if ( null !== $error ) {
				$errors[ 'mail_texts.' . $key ] = $error;
			} else {
				$texts[ $key ] = sanitize_textarea_field( (string) $submitted[ $key ] );
			}
		}
		$out['mail_texts'] = $texts;
	}

	/**
	 * What is wrong with a submitted text of $mail, null when nothing.
	 *
	 * @param mixed  $text Submitted text.
	 * @param string $mail The mail it belongs to.
	 */
	private static function error( $text, string $mail ): ?string {
		if ( ! is_scalar( $text ) || mb_strlen( (string) $text ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum number of characters */
			return sprintf( __( 'Please enter at most %d characters.', 'immo-wizards' ), self::MAX_LENGTH );
		}
		preg_match_all( '/\{([a-z_]+)\}/', (string) $text, $found );
		$refused = array_diff( array_intersect( $found[1], self::VISITOR_SUPPLIED ), self::placeholders( $mail ) );
		if ( $refused ) {
			/* translators: %s: placeholder such as {firstname} */
			return sprintf( __( 'The confirmation mail goes to any address a visitor typed, so it cannot contain %s.', 'immo-wizards' ), '{' . reset( $refused ) . '}' );
		}
		return null;
	}

	/**
	 * The texts of every key from a stored value ('' for the shipped text).
	 *
	 * @param mixed $stored Stored texts.
	 * @return array<string, string>
	 */
	public static function texts( $stored ): array {
		$texts = self::defaults();
		foreach ( $texts as $key => $unused ) {
			$texts[ $key ] = is_array( $stored ) && is_string( $stored[ $key ] ?? null ) ? $stored[ $key ] : '';
		}
		return $texts;
	}

	/**
	 * A text with its placeholders filled in (plain text; escape it where it is output).
	 *
	 * @param array<string, string> $texts   The agency's texts.
	 * @param string                $key     An editable text's key.
	 * @param string                $shipped The shipped, translated text (used when the agency's is empty).
	 * @param array<string, string> $values  Placeholder values; placeholders the mail does not know stay as typed.
	 */
	public static function render( array $texts, string $key, string $shipped, array $values ): string {
		$text  = '' !== trim( $texts[ $key ] ?? '' ) ? $texts[ $key ] : $shipped;
		$known = array_intersect_key( $values, array_flip( self::placeholders( self::keys()[ $key ] ?? '' ) ) );
		$pairs = array();
		foreach ( $known as $name => $value ) {
			$pairs[ '{' . $name . '}' ] = $value;
		}
		return strtr( $text, $pairs );
	}
}
