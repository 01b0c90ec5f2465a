<?php
/**
 * Plugin-directory checks on the PHP files of a release package, read with PHP's own tokenizer:
 * every file stops when it is called directly (its first statement is the `ABSPATH` guard), and no
 * file prints or logs debug output (the one logger, `Errors\Log`, may write to the error log).
 * Usage: php tools/release/php-checks.php PLUGIN_FOLDER   (prints each problem; exit 1 when any)
 *
 * @package ImmoWizards\Tools
 */

namespace ImmoWizards\Release;

/** Functions that print or log debug output. */
const DEBUG_FUNCTIONS = array( 'error_log', 'var_dump', 'var_export', 'print_r', 'debug_zval_dump', 'debug_print_backtrace' );

/** The plugin's logger: the one place that may call error_log(). */
const LOGGER = 'includes/Errors/class-log.php';

/**
 * The tokens that are code (no tags, whitespace or comments), each as [id or null, text, line].
 *
 * @param string $code PHP source.
 * @return array<int, array{0: int|null, 1: string, 2: int}>
 */
function code_tokens( string $code ): array {
	$tokens = array();
	$line   = 1;
	foreach ( token_get_all( $code ) as $token ) {
		if ( is_array( $token ) ) {
			$line = $token[2];
			if ( ! in_array( $token[0], array( T_OPEN_TAG, T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_INLINE_HTML ), true ) ) {
				$tokens[] = array( $token[0], $token[1], $line );
			}
		} else {
			$tokens[] = array( null, $token, $line );
		}
	}
	return $tokens;
}

/**
 * Whether the file's first statement (after `namespace`, `use` and `declare`) stops a direct call:
 * `defined( 'ABSPATH' ) || exit;` or `if ( ! defined( 'ABSPATH' ) ) { exit; }` (`or`, `die`, `exit()`
 * alike; uninstall.php may name `WP_UNINSTALL_PLUGIN`, which only WordPress defines).
 *
 * @param string $code PHP source.
 */
function has_guard( string $code ): bool {
	$tokens = code_tokens( $code );
	$index  = 0;
	$count  = count( $tokens );
	while ( $index < $count && in_array( $tokens[ $index ][0], array( T_NAMESPACE, T_USE, T_DECLARE ), true ) ) {
		while ( $index < $count && ';' !== $tokens[ $index ][1] ) {
			++$index;
		}
		++$index;
	}
	// The first statement: up to its `;`, or to the `}` closing an `if` block.
	$statement = '';
	$depth     = 0;
	for ( ; $index < $count; $index++ ) {
		$text       = $tokens[ $index ][1];
		$statement .= strtolower( $text );
		$depth     += (int) ( '{' === $text ) - (int) ( '}' === $text );
		if ( 0 === $depth && ( ';' === $text || '}' === $text ) ) {
			break;
		}
	}
	$constant = '([\'"])(abspath|wp_uninstall_plugin)\1';
	$stop     = '(exit|die)(\(\))?;';
	return 1 === preg_match( '/^defined\(' . $constant . '\)(\|\||or)' . $stop . '$/', $statement )
		|| 1 === preg_match( '/^if\(!defined\(' . $constant . '\)\)(\{' . $stop . '\}|' . $stop . ')$/', $statement );
}

/**
 * Calls of debug output functions: line => function.
 *
 * @param string $code PHP source.
 * @return array<int, string>
 */
function debug_calls( string $code ): array {
	$tokens = code_tokens( $code );
	$calls  = array();
	$names  = array( T_STRING, T_NAME_FULLY_QUALIFIED );
	foreach ( $tokens as $index => $token ) {
		$name = strtolower( ltrim( $token[1], '\\' ) );
		if ( ! in_array( $token[0], $names, true ) || ! in_array( $name, DEBUG_FUNCTIONS, true ) ) {
			continue;
		}
		$previous = $tokens[ $index - 1 ][0] ?? null;
		$is_call  = '(' === ( $tokens[ $index + 1 ][1] ?? '' );
		// A method, a static method or a function of that name being declared is no call of PHP's function.
		$is_other = in_array( $previous, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true );
		if ( $is_call && ! $is_other ) {
			$calls[ $token[2] ] = $name;
		}
	}
	return $calls;
}

/**
 * Every problem of the PHP files in a plugin folder, as `file:line: message`.
 *
 * @param string $dir Plugin folder.
 * @return string[]
 */
function check_folder( string $dir ): array {
	$problems = array();
	$files    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
	$paths    = array();
	foreach ( $files as $file ) {
		if ( 'php' === $file->getExtension() ) {
			$paths[] = substr( $file->getPathname(), strlen( rtrim( $dir, '/' ) ) + 1 );
		}
	}
	sort( $paths );
	foreach ( $paths as $path ) {
		$code = (string) file_get_contents( rtrim( $dir, '/' ) . '/' . $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file, no WordPress here.
		if ( ! has_guard( $code ) ) {
			$problems[] = "$path:1: no direct-access guard (`defined( 'ABSPATH' ) || exit;`) as the first statement";
		}
		foreach ( debug_calls( $code ) as $line => $name ) {
			if ( ! ( 'error_log' === $name && LOGGER === $path ) ) {
				$problems[] = "$path:$line: debug output $name() (note errors with Errors\\Log::error())";
			}
		}
	}
	return $problems;
}

if ( PHP_SAPI === 'cli' && isset( $argv[1] ) && realpath( $argv[0] ) === __FILE__ ) {
	$immo_wizards_problems = check_folder( $argv[1] );
	foreach ( $immo_wizards_problems as $immo_wizards_problem ) {
		fwrite( STDERR, $immo_wizards_problem . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- no WordPress here.
	}
	exit( $immo_wizards_problems ? 1 : 0 );
}
