<?php
/**
 * Base of the tests of "Mein Konto" and "Suchprofile".
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

require_once __DIR__ . '/class-portal-test-case.php';

/**
 * Anna confirmed a saved search and is logged in before every test.
 */
abstract class Signed_In_Test_Case extends Portal_Test_Case {

	/**
	 * Anna's session.
	 *
	 * @var array{user:\WP_User, cookie:string, nonce:string, uuid:string}
	 */
	protected array $anna;

	/**
	 * Logs Anna in.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->anna = $this->portal_session( 'anna@example.de' );
	}
}
