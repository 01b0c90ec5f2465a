<?php
/**
 * How confirmed requests reach the agency's CRM.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

defined( 'ABSPATH' ) || exit;

/**
 * Option `immo_wizards_crm`: `enabled`; `delivery` "separate" (a machine mail to the CRM's import
 * address, `import_email`) or "attach" (the file rides on the agency's notification); the agency's
 * OpenImmo ids (`openimmo_anid`, `makler_id`) and the attachment's `file_name`.
 */
final class Crm_Settings {

	public const OPTION = 'immo_wizards_crm';

	public const DELIVERIES = array( 'separate', 'attach' );

	public const DEFAULT_FILE_NAME = 'openimmo-feedback.xml';

	/** Letters, digits and `. _ -` (what an OpenImmo id or a file name needs, nothing a header could misread). */
	private const ID_PATTERN = '/^[A-Za-z0-9._-]{0,64}$/';

	private const FILE_PATTERN = '/^[A-Za-z0-9][A-Za-z0-9._-]{0,95}\.xml$/';

	/**
	 * The defaults.
	 *
	 * @return array{enabled:bool,delivery:string,import_email:string,openimmo_anid:string,makler_id:string,file_name:string}
	 */
	public static function defaults(): array {
		return array(
			'enabled'       => false,
			'delivery'      => 'separate',
			'import_email'  => '',
			'openimmo_anid' => '',
			'makler_id'     => '',
			'file_name'     => self::DEFAULT_FILE_NAME,
		);
	}

	/**
	 * The stored values over the defaults (a value stored behind the settings' back counts only when valid).
	 *
	 * @return array{enabled:bool,delivery:string,import_email:string,openimmo_anid:string,makler_id:string,file_name:string}
	 */
	public function all(): array {
		$stored             = get_option( self::OPTION, array() );
		[ $clean, $errors ] = self::check( is_array( $stored ) ? $stored : array() );
		if ( $errors ) {
			$clean['enabled'] = false;
		}
		return $clean;
	}

	/**
	 * Whether confirmed requests are sent to the CRM.
	 */
	public function enabled(): bool {
		return $this->all()['enabled'];
	}

	/**
	 * Errors of submitted values by field (the stored values fill in the missing ones).
	 *
	 * @param array<string, mixed> $values Submitted values.
	 * @return array<string, string>
	 */
	public function errors( array $values ): array {
		return self::check( array_merge( $this->all(), $values ) )[1];
	}

	/**
	 * Stores submitted values over the stored ones; nothing when one is invalid.
	 *
	 * @param mixed $values Submitted values.
	 * @return array<string, string> Errors by field (empty: stored).
	 */
	public function save( $values ): array {
		[ $clean, $errors ] = self::check( array_merge( $this->all(), is_array( $values ) ? $values : array() ) );
		if ( ! $errors ) {
			update_option( self::OPTION, $clean, false );
		}
		return $errors;
	}

	/**
	 * The clean values of a full submission and the errors by field.
	 *
	 * @param array<string, mixed> $input Values (missing ones: the defaults; unknown keys are ignored).
	 * @return array{0: array{enabled:bool,delivery:string,import_email:string,openimmo_anid:string,makler_id:string,file_name:string}, 1: array<string,string>}
	 */
	public static function check( array $input ): array {
		$input  = array_merge( self::defaults(), $input );
		$out    = self::defaults();
		$errors = array();
		$bool   = $input['enabled'] ?? false;
		if ( is_bool( $bool ) ) {
			$out['enabled'] = $bool;
		} else {
			$errors['enabled'] = __( 'Please switch the CRM transfer on or off.', 'immo-wizards' );
		}
		if ( in_array( $input['delivery'] ?? null, self::DELIVERIES, true ) ) {
			$out['delivery'] = $input['delivery'];
		} else {
			$errors['delivery'] = __( 'Please choose how the file reaches the CRM.', 'immo-wizards' );
		}
		$email = self::text( $input['import_email'] ?? '' );
		if ( '' !== $email && ( null === $email || ! is_email( $email ) || sanitize_email( $email ) !== $email ) ) {
			$errors['import_email'] = __( 'Please enter a valid e-mail address for the CRM import.', 'immo-wizards' );
		} elseif ( '' === $email && $out['enabled'] && 'separate' === $out['delivery'] ) {
			$errors['import_email'] = __( 'Please enter the CRM’s import address, or attach the file to the agency’s notification.', 'immo-wizards' );
		} else {
			$out['import_email'] = (string) $email;
		}
		foreach ( array( 'openimmo_anid', 'makler_id' ) as $key ) {
			$id = self::text( $input[ $key ] ?? '' );
			if ( null === $id || ! preg_match( self::ID_PATTERN, $id ) ) {
				$errors[ $key ] = __( 'Please use at most 64 letters, digits, dots, hyphens or underscores.', 'immo-wizards' );
			} else {
				$out[ $key ] = $id;
			}
		}
		$file = self::text( $input['file_name'] ?? '' );
		if ( null === $file || ! preg_match( self::FILE_PATTERN, $file ) ) {
			$errors['file_name'] = __( 'Please enter a file name ending in .xml (letters, digits, dots, hyphens, underscores).', 'immo-wizards' );
		} else {
			$out['file_name'] = $file;
		}
		return array( $out, $errors );
	}

	/**
	 * A submitted text, trimmed; null when it is no text.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): ?string {
		return is_string( $value ) ? trim( $value ) : null;
	}
}
