<?php
/**
 * Settings of the buyers count and the price indication.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\I18n\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * Option `immo_wizards_market`: whether the lead wizard shows how many saved searches wait for such a
 * home (from `buyers_threshold` people on, in the agency's words: `buyers_text` with `{count}`, '' for
 * the shipped text), and whether a confirmed owner gets a price indication from the agency's own
 * listings (off by default; comparables from the last `valuation_months`, living space within
 * ±`valuation_tolerance` %, at least `valuation_min_comparables`, the range times
 * `valuation_correction` %).
 */
final class Market_Settings {

	public const OPTION = 'immo_wizards_market';

	/** Where the buyers text puts the number. */
	public const PLACEHOLDER = '{count}';

	/** On/off settings and their defaults. */
	public const SWITCHES = array(
		'buyers_enabled'    => true,
		'valuation_enabled' => false,
	);

	/** Whole-number settings: default, minimum, maximum. */
	public const NUMBERS = array(
		// Fewer than three people: a count would point at one or two of them.
		'buyers_threshold'          => array( 3, 3, 1000 ),
		// Quartiles of fewer than three prices say nothing.
		'valuation_min_comparables' => array( 5, 3, 100 ),
		'valuation_months'          => array( 24, 1, 120 ),
		'valuation_tolerance'       => array( 25, 5, 50 ),
		'valuation_correction'      => array( 100, 50, 150 ),
	);

	private const TEXT_MAX = 300;

	/**
	 * The stored values over the defaults (a stored value that is not valid any more counts as unset).
	 *
	 * @return array<string, bool|int|string>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		$values = self::defaults();
		foreach ( is_array( $stored ) ? array_intersect_key( $stored, $values ) : array() as $key => $value ) {
			if ( ! self::errors( array( $key => $value ) ) ) {
				$values[ $key ] = self::clean( $key, $value );
			}
		}
		return $values;
	}

	/**
	 * Defaults.
	 *
	 * @return array<string, bool|int|string>
	 */
	public static function defaults(): array {
		return self::SWITCHES + array_map( static fn ( array $rule ) => $rule[0], self::NUMBERS ) + array( 'buyers_text' => '' );
	}

	/**
	 * What is wrong with submitted values, by field (unknown fields included).
	 *
	 * @param array<string, mixed> $values Submitted values.
	 * @return array<string, string>
	 */
	public static function errors( array $values ): array {
		$errors = array();
		foreach ( $values as $key => $value ) {
			if ( isset( self::SWITCHES[ $key ] ) ) {
				$valid = is_bool( $value );
			} elseif ( isset( self::NUMBERS[ $key ] ) ) {
				$valid = null !== self::number( $key, $value );
			} elseif ( 'buyers_text' === $key ) {
				$valid = is_string( $value ) && mb_strlen( $value ) <= self::TEXT_MAX && ( '' === trim( $value ) || str_contains( $value, self::PLACEHOLDER ) );
			} else {
				$valid = false;
			}
			if ( ! $valid ) {
				$errors[ (string) $key ] = self::message( (string) $key );
			}
		}
		return $errors;
	}

	/**
	 * Validates and stores (fields not named keep their values).
	 *
	 * @param mixed $values Submitted values.
	 * @throws Invalid_Request When a value is not allowed.
	 */
	public function save( $values ): void {
		if ( ! is_array( $values ) || self::errors( $values ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		update_option( self::OPTION, $this->sanitized( $values ), false );
	}

	/**
	 * The option as stored after submitted values (the sanitize callback of `update_option`): the
	 * stored values with the valid submission's over them; the stored ones alone when a value is invalid.
	 *
	 * @param mixed $values Submitted values.
	 * @return array<string, bool|int|string>
	 */
	public function sanitized( $values ): array {
		$all = $this->all();
		if ( ! is_array( $values ) || self::errors( $values ) ) {
			return $all;
		}
		foreach ( $values as $key => $value ) {
			$all[ $key ] = self::clean( $key, $value );
		}
		return $all;
	}

	/**
	 * Whether the lead wizard may show the buyers count.
	 */
	public function buyers_enabled(): bool {
		return (bool) $this->all()['buyers_enabled'];
	}

	/**
	 * Whether confirmed owners get a price indication.
	 */
	public function valuation_enabled(): bool {
		return (bool) $this->all()['valuation_enabled'];
	}

	/**
	 * A whole-number setting.
	 *
	 * @param string $key Key of NUMBERS.
	 */
	public function number_of( string $key ): int {
		return (int) $this->all()[ $key ];
	}

	/**
	 * The agency's buyers text ('' for the shipped one).
	 */
	public function buyers_text(): string {
		return (string) $this->all()['buyers_text'];
	}

	/**
	 * The sentence of the lead wizard with the count filled in: the agency's text or the shipped one.
	 *
	 * @param int $count Waiting buyers (from the threshold on).
	 */
	public function buyers_sentence( int $count ): string {
		$text = $this->buyers_text();
		if ( '' === trim( $text ) ) {
			/* translators: %d: number of saved searches (at least three) */
			return sprintf( __( 'For homes like yours, %d prospective buyers already have a search profile with us.', 'immo-wizards' ), $count );
		}
		return str_replace( self::PLACEHOLDER, I18n::number( $count ), $text );
	}

	/**
	 * The JSON schema of the option.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$properties = array_map( static fn () => array( 'type' => 'boolean' ), self::SWITCHES )
			+ array_map( static fn () => array( 'type' => array( 'integer', 'string' ) ), self::NUMBERS )
			+ array( 'buyers_text' => array( 'type' => 'string' ) );
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}

	/**
	 * A valid value as stored.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Valid value.
	 * @return bool|int|string
	 */
	private static function clean( string $key, $value ) {
		if ( isset( self::NUMBERS[ $key ] ) ) {
			return (int) self::number( $key, $value );
		}
		return 'buyers_text' === $key ? sanitize_textarea_field( (string) $value ) : (bool) $value;
	}

	/**
	 * A whole number in the field's range (a form may send it as a string), else null.
	 *
	 * @param string $key   Key of NUMBERS.
	 * @param mixed  $value Value.
	 */
	private static function number( string $key, $value ): ?int {
		[ , $min, $max ] = self::NUMBERS[ $key ];
		$options         = array(
			'options' => array(
				'min_range' => $min,
				'max_range' => $max,
			),
		);
		$number          = is_int( $value ) || is_string( $value ) ? filter_var( $value, FILTER_VALIDATE_INT, $options ) : false;
		return false === $number ? null : $number;
	}

	/**
	 * The message of an invalid field.
	 *
	 * @param string $key Field.
	 */
	private static function message( string $key ): string {
		if ( isset( self::NUMBERS[ $key ] ) ) {
			/* translators: 1: smallest allowed number, 2: largest allowed number */
			return sprintf( __( 'Please enter a whole number from %1$d to %2$d.', 'immo-wizards' ), self::NUMBERS[ $key ][1], self::NUMBERS[ $key ][2] );
		}
		if ( 'buyers_text' === $key ) {
			/* translators: 1: maximum number of characters, 2: the placeholder {count} */
			return sprintf( __( 'Please enter at most %1$d characters including %2$s, or leave the field empty for the shipped text.', 'immo-wizards' ), self::TEXT_MAX, self::PLACEHOLDER );
		}
		return isset( self::SWITCHES[ $key ] ) ? __( 'Please choose on or off.', 'immo-wizards' ) : __( 'This setting does not exist.', 'immo-wizards' );
	}
}
