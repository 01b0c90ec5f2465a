<?php
/**
 * Reading and writing the settings as the settings screen does.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * `/wp/v2/settings` as a user of a role (an administrator unless named).
 */
trait Settings_Rest {

	/**
	 * Signs in a new user of $role.
	 *
	 * @param string $role Role.
	 */
	protected function sign_in( string $role = 'administrator' ): void {
		wp_set_current_user(
			wp_insert_user(
				array(
					'user_login' => $role . wp_rand(),
					'user_pass'  => wp_generate_password(),
					'user_email' => $role . wp_rand() . '@example.org',
					'role'       => $role,
				)
			)
		);
	}

	/**
	 * Dispatches a request to core's settings route.
	 *
	 * @param string            $method GET or POST.
	 * @param array<mixed>|null $body   JSON body.
	 * @param string            $route  The route as the client spells it (WordPress matches any case).
	 */
	protected function settings_request( string $method, ?array $body = null, string $route = '/wp/v2/settings' ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * The plugin's values as the route reads them.
	 *
	 * @return array<string, mixed>
	 */
	protected function rest_settings(): array {
		return (array) $this->settings_request( 'GET' )->get_data()['immo_wizards_settings'];
	}
}
