<?php
/**
 * A local fake of an external service (php -S on 127.0.0.1 with a router fixture).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Each subclass names its router; its server is started once per run, on first use, and stopped at
 * shutdown. The first path segment of a URL picks the fake's behaviour ("mode").
 */
abstract class Fake_Server {

	/**
	 * Base URLs by subclass.
	 *
	 * @var array<string, string>
	 */
	private static array $bases = array();

	/**
	 * Request log files by subclass.
	 *
	 * @var array<string, string>
	 */
	private static array $logs = array();

	/**
	 * Path of the router script.
	 */
	abstract protected static function router(): string;

	/**
	 * Extra environment of the server process.
	 *
	 * @return array<string, string>
	 */
	protected static function env(): array {
		return array();
	}

	/**
	 * Base URL of a mode.
	 *
	 * @param string $mode Behaviour.
	 */
	public static function url( string $mode ): string {
		return static::start() . '/' . $mode;
	}

	/**
	 * Requests the fake received so far.
	 *
	 * @return string[]
	 */
	public static function requests(): array {
		static::start();
		clearstatcache();
		$file = self::$logs[ static::class ];
		$log  = is_file( $file ) ? (string) file_get_contents( $file ) : '';
		return array_values( array_filter( explode( "\n", $log ) ) );
	}

	/**
	 * Starts the server once; returns its base URL.
	 */
	private static function start(): string {
		if ( isset( self::$bases[ static::class ] ) ) {
			return self::$bases[ static::class ];
		}
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( strrchr( stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$log = sys_get_temp_dir() . '/immo-fake-' . strtolower( substr( strrchr( static::class, '\\' ), 1 ) ) . '-' . getmypid() . '.log';
		@unlink( $log ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		// In its own process group (setsid), so the shutdown below ends the server's workers with it.
		$command = array( 'setsid', PHP_BINARY, '-S', '127.0.0.1:' . $port, static::router() );
		$env     = array(
			'IMMO_FAKE_LOG'          => $log,
			'PHP_CLI_SERVER_WORKERS' => '4',
			'PATH'                   => (string) getenv( 'PATH' ),
		) + static::env();
		$process = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ), $pipes, null, $env );
		for ( $i = 0; $i < 100; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
			if ( $probe ) {
				fclose( $probe );
				break;
			}
			usleep( 50000 );
		}
		register_shutdown_function(
			static function () use ( $process, $log ) {
				$status = proc_get_status( $process );
				if ( $status['running'] ) {
					posix_kill( -$status['pid'], SIGTERM );
				}
				proc_close( $process );
				@unlink( $log ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
			}
		);
		self::$logs[ static::class ]  = $log;
		self::$bases[ static::class ] = 'http://127.0.0.1:' . $port;
		return self::$bases[ static::class ];
	}
}
