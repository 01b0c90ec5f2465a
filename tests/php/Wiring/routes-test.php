<?php
/**
 * One table of REST controllers, registered in one loop.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Wiring;

use ImmoWizards\Plugin;
use ImmoWizards\Rest\Controller;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Routes;

/**
 * No feature hooks `rest_api_init` by itself: Wiring\Routes registers every route (through its
 * controller's register_route(), so none misses the cross-site check).
 */
final class Routes_Test extends Test_Case {

	public function test_only_wiring_routes_hooks_rest_api_init(): void {
		$plugin_callbacks = array();
		foreach ( $GLOBALS['wp_filter']['rest_api_init']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$class = self::class_of( $callback['function'] );
				if ( str_starts_with( $class, 'ImmoWizards\\' ) && ! str_starts_with( $class, 'ImmoWizards\\Tests\\' ) ) {
					$plugin_callbacks[] = $class;
				}
			}
		}
		$this->assertSame( array( Routes::class ), $plugin_callbacks );
	}

	public function test_the_table_registers_every_route_of_the_plugin(): void {
		$controllers = ( new Routes( Plugin::instance() ) )->controllers();
		$this->assertContainsOnlyInstancesOf( Controller::class, $controllers );
		$registered = self::plugin_routes( rest_get_server() );

		$server                    = rest_get_server();
		$GLOBALS['wp_rest_server'] = new \WP_REST_Server(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		try {
			foreach ( $controllers as $controller ) {
				$controller->register_routes();
			}
			$from_table = self::plugin_routes( rest_get_server() );
		} finally {
			$GLOBALS['wp_rest_server'] = $server; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$this->assertNotEmpty( $from_table );
		$this->assertSame( $registered, $from_table );
	}

	/**
	 * The class a hook callback belongs to ('' for a plain function).
	 *
	 * @param mixed $callback Callback.
	 */
	private static function class_of( $callback ): string {
		if ( is_array( $callback ) ) {
			return is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
		}
		if ( $callback instanceof \Closure ) {
			return (string) ( new \ReflectionFunction( $callback ) )->getClosureScopeClass()?->getName();
		}
		return is_object( $callback ) ? get_class( $callback ) : '';
	}

	/**
	 * The plugin's routes on a server (the namespaces' index routes aside), sorted.
	 *
	 * @param \WP_REST_Server $server Server.
	 * @return string[]
	 */
	private static function plugin_routes( \WP_REST_Server $server ): array {
		$routes = array_filter(
			array_keys( $server->get_routes() ),
			static fn ( $route ) => (bool) preg_match( '#^/immo-wizards(/v1)?/.#', $route )
		);
		sort( $routes );
		return array_values( $routes );
	}
}
