<?php
/**
 * A header sender that records instead of sending.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

use ImmoWizards\Embed\Header_Sender;

/**
 * What a response would have sent: its status, its headers in order, the headers it removed.
 */
final class Recording_Sender extends Header_Sender {

	/**
	 * Last status sent.
	 *
	 * @var int|null
	 */
	public ?int $status = null;

	/**
	 * Headers sent, each [name, value].
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	public array $sent = array();

	/**
	 * Names of removed headers.
	 *
	 * @var string[]
	 */
	public array $removed = array();

	/**
	 * {@inheritDoc}
	 *
	 * @param int $code HTTP status.
	 */
	public function status( int $code ): void {
		$this->status = $code;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $name    Header name.
	 * @param string $value   Value.
	 * @param bool   $replace Whether it replaces an earlier one.
	 */
	public function header( string $name, string $value, bool $replace = true ): void {
		if ( $replace ) {
			$this->sent = array_values( array_filter( $this->sent, static fn ( $h ) => 0 !== strcasecmp( $h[0], $name ) ) );
		}
		$this->sent[] = array( $name, $value );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $name Header name.
	 */
	public function remove( string $name ): void {
		$this->removed[] = $name;
		$this->sent      = array_values( array_filter( $this->sent, static fn ( $h ) => 0 !== strcasecmp( $h[0], $name ) ) );
	}

	/**
	 * The last value of a header (null when not sent).
	 *
	 * @param string $name Header name.
	 */
	public function get( string $name ): ?string {
		$value = null;
		foreach ( $this->sent as [ $sent_name, $sent_value ] ) {
			if ( 0 === strcasecmp( $sent_name, $name ) ) {
				$value = $sent_value;
			}
		}
		return $value;
	}

	/**
	 * Every value of a header (e.g. Set-Cookie).
	 *
	 * @param string $name Header name.
	 * @return string[]
	 */
	public function all( string $name ): array {
		return array_values( array_map( static fn ( $h ) => $h[1], array_filter( $this->sent, static fn ( $h ) => 0 === strcasecmp( $h[0], $name ) ) ) );
	}
}
