<?php
/**
 * Limits and knobs of the OpenImmo import.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Stored in their own option until the settings page gets an import section; every value is also
 * filterable (`immo_wizards_import_settings`).
 */
final class Import_Settings {

	public const OPTION = 'immo_wizards_import';

	private const DEFAULTS = array(
		// Largest upload or pickup file.
		'max_file_bytes'  => 1024 * MB_IN_BYTES,
		// Largest XML inside a ZIP (unpacked) and largest image.
		'max_xml_bytes'   => 512 * MB_IN_BYTES,
		'max_image_bytes' => 25 * MB_IN_BYTES,
		// Most entries in a ZIP (a zip bomb of tiny files is refused too).
		'max_zip_entries' => 50000,
		// Seconds one background run may spend before it hands over to the next.
		'batch_seconds'   => 20,
		// Share of a provider's listings a full (VOLL) transfer may withdraw without confirmation.
		'withdraw_guard'  => 0.5,
		// Status of imported listings.
		'post_status'     => 'publish',
	);

	/**
	 * Every value.
	 *
	 * @return array<string, int|float|string>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		$values = array_merge( self::DEFAULTS, array_intersect_key( is_array( $stored ) ? $stored : array(), self::DEFAULTS ) );
		/**
		 * Filters the import limits.
		 *
		 * @param array $values Settings.
		 */
		return array_merge( $values, array_intersect_key( (array) apply_filters( 'immo_wizards_import_settings', $values ), self::DEFAULTS ) );
	}

	/**
	 * Largest file accepted, in bytes.
	 */
	public function max_file_bytes(): int {
		return max( 1, (int) $this->all()['max_file_bytes'] );
	}

	/**
	 * Largest unpacked XML, in bytes.
	 */
	public function max_xml_bytes(): int {
		return max( 1, (int) $this->all()['max_xml_bytes'] );
	}

	/**
	 * Largest image, in bytes.
	 */
	public function max_image_bytes(): int {
		return max( 1, (int) $this->all()['max_image_bytes'] );
	}

	/**
	 * Most entries in a ZIP.
	 */
	public function max_zip_entries(): int {
		return max( 1, (int) $this->all()['max_zip_entries'] );
	}

	/**
	 * Time budget of one background run.
	 */
	public function batch_seconds(): float {
		return max( 1.0, (float) $this->all()['batch_seconds'] );
	}

	/**
	 * Share of listings a full transfer may withdraw before an admin must confirm.
	 */
	public function withdraw_guard(): float {
		return min( 1.0, max( 0.0, (float) $this->all()['withdraw_guard'] ) );
	}

	/**
	 * Post status of imported listings.
	 */
	public function post_status(): string {
		$status = (string) $this->all()['post_status'];
		return in_array( $status, array( 'publish', 'draft', 'pending', 'private' ), true ) ? $status : 'publish';
	}
}
