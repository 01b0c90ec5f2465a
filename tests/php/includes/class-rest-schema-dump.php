<?php
/**
 * The client contract of the plugin's REST routes: every route's methods and arg schemas, as the
 * committed `src/api/rest-schema.json` the TypeScript client takes its limits and enums from.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Built from the routes WordPress registered (not from controller classes), so it follows every
 * route whoever registers it. Only the validation keywords are kept: no descriptions (they depend
 * on the locale), no callbacks.
 */
final class Rest_Schema_Dump {

	/**
	 * The committed dump, relative to the plugin root.
	 */
	public const FILE = 'src/api/rest-schema.json';

	/**
	 * The plugin's namespaces (`immo-wizards` holds the portal's session routes).
	 */
	private const NAMESPACES = array( 'immo-wizards/v1', 'immo-wizards' );

	/**
	 * The JSON-schema keywords that are part of the client contract.
	 */
	private const KEYWORDS = array(
		'type',
		'enum',
		'format',
		'pattern',
		'required',
		'default',
		'minLength',
		'maxLength',
		'minimum',
		'maximum',
		'exclusiveMinimum',
		'exclusiveMaximum',
		'multipleOf',
		'minItems',
		'maxItems',
		'uniqueItems',
		'minProperties',
		'maxProperties',
		'properties',
		'additionalProperties',
		'patternProperties',
		'items',
		'anyOf',
		'oneOf',
	);

	/**
	 * The dump as JSON text (tabs, sorted keys, final newline), as committed.
	 */
	public static function json(): string {
		$json = wp_json_encode( self::routes(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION );
		return preg_replace_callback( '/^( {4})+/m', static fn ( $m ) => str_repeat( "\t", strlen( $m[0] ) / 4 ), $json ) . "\n";
	}

	/**
	 * Route path => method => args, sorted.
	 *
	 * @return array<string, array<string, array<string,mixed>>>
	 */
	public static function routes(): array {
		$routes = array();
		foreach ( rest_get_server()->get_routes() as $path => $endpoints ) {
			if ( ! self::is_plugin_route( $path ) ) {
				continue;
			}
			foreach ( $endpoints as $endpoint ) {
				// One entry per endpoint: e.g. 'POST, PUT, PATCH' share their args.
				$methods                     = implode( ', ', array_keys( array_filter( $endpoint['methods'] ?? array() ) ) );
				$routes[ $path ][ $methods ] = array( 'args' => self::args( $endpoint['args'] ?? array() ) );
			}
		}
		return self::sorted( $routes );
	}

	/**
	 * Whether the route belongs to one of the plugin's namespaces (not e.g. `immo-wizards/v10`, not
	 * the namespace index WordPress adds).
	 *
	 * @param string $path Route path.
	 */
	private static function is_plugin_route( string $path ): bool {
		foreach ( self::NAMESPACES as $namespace ) {
			if ( str_starts_with( $path, '/' . $namespace . '/' ) && ! in_array( ltrim( $path, '/' ), self::NAMESPACES, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The args' schemas (an arg without `required` is optional; WordPress fills in false).
	 *
	 * @param array<string, array<string,mixed>> $args Args.
	 * @return array<string, array<string,mixed>>|\stdClass An object when empty, so it stays `{}` in JSON.
	 */
	private static function args( array $args ) {
		$out = array();
		foreach ( $args as $name => $arg ) {
			$out[ $name ] = self::schema( $arg );
		}
		return $out ? $out : new \stdClass();
	}

	/**
	 * One schema with its contract keywords, nested schemas likewise.
	 *
	 * @param array<string,mixed> $schema Schema.
	 * @return array<string,mixed>
	 */
	private static function schema( array $schema ): array {
		$out = array_intersect_key( $schema, array_flip( self::KEYWORDS ) );
		if ( false === ( $out['required'] ?? null ) ) {
			unset( $out['required'] );
		}
		foreach ( array( 'properties', 'patternProperties' ) as $key ) {
			if ( isset( $out[ $key ] ) ) {
				$out[ $key ] = self::args( $out[ $key ] );
			}
		}
		foreach ( array( 'items', 'additionalProperties' ) as $key ) {
			if ( isset( $out[ $key ] ) && is_array( $out[ $key ] ) ) {
				$out[ $key ] = self::schema( $out[ $key ] );
			}
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $key ) {
			if ( isset( $out[ $key ] ) ) {
				$out[ $key ] = array_map( array( self::class, 'schema' ), $out[ $key ] );
			}
		}
		return $out;
	}

	/**
	 * Maps sorted by key at every level; lists (enum, type, required names) keep their order.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private static function sorted( $value ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$value = array_map( array( self::class, 'sorted' ), $value );
		if ( ! array_is_list( $value ) ) {
			ksort( $value, SORT_STRING );
		}
		return $value;
	}
}
