<?php
/**
 * The consent texts the agency words itself.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `consent_texts` (per kind; '' keeps the shipped, translated text) and `consent_text_version`,
 * which only this validation sets: any change of a text bumps it, so every consent stored afterwards
 * records the version of the wording the visitor saw (see Privacy\Consent_Texts). Part of
 * Privacy_Settings.
 */
final class Consent_Settings {

	public const KINDS = array( 'data_privacy', 'accept_contact', 'newsletter' );

	private const MAX_LENGTH = 2000;

	/**
	 * The schema of the two keys (the version is read-only: a submitted one is ignored).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'consent_texts'        => array(
				'type'                 => 'object',
				'properties'           => array_fill_keys( self::KINDS, array( 'type' => 'string' ) ),
				'additionalProperties' => false,
			),
			'consent_text_version' => array(
				'type'     => 'integer',
				'readonly' => true,
			),
		);
	}

	/**
	 * Validates submitted texts into $out and bumps the version when one changed.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values (holding the current ones).
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		if ( ! isset( $input['consent_texts'] ) ) {
			return;
		}
		$current   = self::texts( $out['consent_texts'] ?? array() );
		$submitted = is_array( $input['consent_texts'] ) ? $input['consent_texts'] : array();
		$texts     = $current;
		foreach ( self::KINDS as $kind ) {
			if ( ! isset( $submitted[ $kind ] ) ) {
				continue;
			}
			$text = is_scalar( $submitted[ $kind ] ) ? sanitize_textarea_field( (string) $submitted[ $kind ] ) : null;
			if ( null === $text || mb_strlen( $text ) > self::MAX_LENGTH ) {
				/* translators: %d: maximum number of characters */
				$errors[ 'consent_texts.' . $kind ] = sprintf( __( 'Please enter at most %d characters.', 'immo-wizards' ), self::MAX_LENGTH );
			} else {
				$texts[ $kind ] = $text;
			}
		}
		$out['consent_texts'] = $texts;
		if ( $texts !== $current ) {
			$out['consent_text_version'] = max( 1, (int) ( $out['consent_text_version'] ?? 1 ) ) + 1;
		}
	}

	/**
	 * The texts of every kind from a stored value ('' for the shipped text).
	 *
	 * @param mixed $stored Stored texts.
	 * @return array<string, string>
	 */
	public static function texts( $stored ): array {
		$texts = array();
		foreach ( self::KINDS as $kind ) {
			$texts[ $kind ] = is_array( $stored ) && is_string( $stored[ $kind ] ?? null ) ? $stored[ $kind ] : '';
		}
		return $texts;
	}
}
