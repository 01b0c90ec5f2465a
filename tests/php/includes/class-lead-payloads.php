<?php
/**
 * Valid lead payloads for tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * Builders of request bodies.
 */
trait Lead_Payloads {

	/**
	 * A valid lead submit body, with overrides merged recursively.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	protected function lead_body( array $overrides = array() ): array {
		$body = array(
			'contact'   => array(
				'salutation'   => 'Frau',
				'firstname'    => 'Anna',
				'lastname'     => 'Schmidt',
				'email'        => 'anna.schmidt@example.de',
				'phone'        => '+49 351 123456',
				'street'       => 'Prager Straße',
				'number'       => '2',
				'zip'          => '01067',
				'city'         => 'Dresden',
				'customFields' => array(
					'dataPrivacy'   => true,
					'acceptContact' => true,
					'newsletter'    => true,
				),
			),
			'lead'      => array(
				'objectType'    => 'LIVING',
				'categoryId'    => 30225,
				'marketingType' => 'buy',
				'location'      => array(
					'zip'      => '01067',
					'city'     => 'Dresden',
					'district' => 'Altstadt',
					'street'   => 'Prager Straße',
					'number'   => '2',
					'lat'      => 51.0493,
					'lng'      => 13.7381,
					'text'     => '01067 Dresden–Altstadt, Prager Straße 2',
				),
				'fields'        => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'NUMBER',
						'value'     => 350000,
					),
					array(
						'name'      => 'area.livingSpace',
						'valueType' => 'NUMBER',
						'value'     => '85,5',
					),
					array(
						'name'      => 'property[zustand]',
						'valueType' => 'RAW',
						'value'     => 'Gepflegt',
					),
					array(
						'name'      => 'property[balkon]',
						'valueType' => 'RAW',
						'value'     => '1',
					),
				),
			),
			'requestId' => wp_generate_uuid4(),
			'hp'        => '',
			'formToken' => $this->form_token( 60 ),
		);
		return array_replace_recursive( $body, $overrides );
	}

	/**
	 * A valid form token for the current client, issued $age seconds ago.
	 *
	 * @param int    $age  Seconds since the form was shown.
	 * @param string $type Request type the token is for.
	 */
	protected function form_token( int $age, string $type = 'lead' ): string {
		return \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( $type, time() - $age );
	}
}
