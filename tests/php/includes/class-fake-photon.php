<?php
/**
 * A local fake of the Photon geocoder (php -S on 127.0.0.1).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Started once per run, on first use; stopped at shutdown.
 */
final class Fake_Photon {

	/**
	 * Base URL (http://127.0.0.1:PORT).
	 *
	 * @var string|null
	 */
	private static ?string $base = null;

	/**
	 * Request log file.
	 *
	 * @var string
	 */
	private static string $log = '';

	/**
	 * Base URL of a mode (ok, empty, garbage, wrong, broken, slow).
	 *
	 * @param string $mode Behaviour.
	 */
	public static function url( string $mode ): string {
		self::start();
		return self::$base . '/' . $mode;
	}

	/**
	 * Requests the fake received so far.
	 *
	 * @return string[]
	 */
	public static function requests(): array {
		self::start();
		clearstatcache();
		$log = is_file( self::$log ) ? (string) file_get_contents( self::$log ) : '';
		return array_values( array_filter( explode( "\n", $log ) ) );
	}

	/**
	 * Starts the server once.
	 */
	private static function start(): void {
		if ( null !== self::$base ) {
			return;
		}
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( strrchr( stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		self::$log = sys_get_temp_dir() . '/immo-fake-photon-' . getmypid() . '.log';
		@unlink( self::$log ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		$command = array( PHP_BINARY, '-S', '127.0.0.1:' . $port, dirname( __DIR__ ) . '/fixtures/photon-router.php' );
		$env     = array(
			'IMMO_FAKE_PHOTON_LOG'    => self::$log,
			'PHP_CLI_SERVER_WORKERS'  => '4',
			'PATH'                    => (string) getenv( 'PATH' ),
		);
		$process = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ), $pipes, null, $env );
		for ( $i = 0; $i < 100; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
			if ( $probe ) {
				fclose( $probe );
				break;
			}
			usleep( 50000 );
		}
		self::$base = 'http://127.0.0.1:' . $port;
		register_shutdown_function(
			static function () use ( $process ) {
				$status = proc_get_status( $process );
				if ( $status['running'] ) {
					posix_kill( $status['pid'], SIGTERM );
				}
				proc_close( $process );
				@unlink( self::$log ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
			}
		);
	}
}
