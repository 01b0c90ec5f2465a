<?php
/**
 * A database update that failed: remembered, retried after a pause, told to administrators.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

defined( 'ABSPATH' ) || exit;

/**
 * Option `immo_wizards_upgrade_failure`: what went wrong and when. While it is fresh, requests do not
 * try again (a failing migration on every page load would slow the whole site down); the data stay as
 * they were, since the version is stored only after a complete migration. A later success removes it.
 */
final class Upgrade_Failure {

	public const OPTION = 'immo_wizards_upgrade_failure';

	/** Seconds until a failed update is tried again. */
	public const RETRY_AFTER = 60;

	/**
	 * Remembers a failure.
	 *
	 * @param string $message What went wrong.
	 */
	public static function record( string $message ): void {
		update_option(
			self::OPTION,
			array(
				'message' => $message,
				'at'      => time(),
			),
			false
		);
	}

	/**
	 * Forgets the failure after a successful update.
	 */
	public static function clear(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The failure, if one is remembered.
	 *
	 * @return array{message: string, at: int}|null
	 */
	public static function get(): ?array {
		$failure = get_option( self::OPTION );
		if ( ! is_array( $failure ) ) {
			return null;
		}
		return array(
			'message' => (string) ( $failure['message'] ?? '' ),
			'at'      => (int) ( $failure['at'] ?? 0 ),
		);
	}

	/**
	 * Whether the last failure is too recent for another attempt.
	 */
	public static function pausing(): bool {
		$failure = self::get();
		return null !== $failure && time() - $failure['at'] < self::RETRY_AFTER;
	}

	/**
	 * Hooks the notice in.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'network_admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Tells administrators that the update did not go through, and that nothing is lost.
	 */
	public function render(): void {
		$failure = self::get();
		if ( null === $failure || ! Migrations::needed() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s</p><p>%3$s</p></div>',
			esc_html__( 'Immo Wizards could not update its database.', 'immo-wizards' ),
			esc_html__( 'The stored data are unchanged; the plugin tries again every minute. If this notice stays, please send this error to your host:', 'immo-wizards' ),
			'<code>' . esc_html( $failure['message'] ) . '</code>'
		);
	}
}
